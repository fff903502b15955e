import { useParams } from 'react-router';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { BidPanel } from '@/web/features/bids/components/bid-panel.tsx';
import { useAuctionLive } from '@/web/features/bids/live.ts';
import { useMyStanding } from '@/web/features/bids/my-standing.ts';
import { IndicativeAmount } from '@/web/features/exchange-rates/components/indicative-amount.tsx';
import { useLot } from '@/web/features/lots/api/get-lot.ts';
import { LotDetail } from '@/web/features/lots/components/lot-detail.tsx';
import { WonLotNotice } from '@/web/features/settlements/components/won-lot-notice.tsx';
import { useMayBid } from '@/web/features/subscriptions/api/get-my-subscriptions.ts';
import { SubscriptionPanel } from '@/web/features/subscriptions/components/subscription-panel.tsx';
import { FollowButton } from '@/web/features/watchlist/components/follow-button.tsx';
import { NotFoundError } from '@/web/lib/not-found.ts';
import {
  applyBidEvent,
  applyLotClosedEvent,
  applyLotReopenedEvent,
  applyLotUpdatedEvent,
} from '../live-cache.ts';
import { lotIdsOf } from './lot.page.ts';

/** `/lotes/{lotId}` and `/subastas/{auctionId}/{lotId}`; the latter 404s when the lot is of another auction. */
const LotPage = () => {
  const { lotId, auctionId } = lotIdsOf(useParams());
  const query = useLot(lotId);
  const lotAuctionId = query.data?.data.lot.auctionId ?? null;
  useAuctionLive(
    lotAuctionId,
    {
      onBid: (event) => lotAuctionId && applyBidEvent(lotAuctionId, event),
      onLotClosed: (event) => lotAuctionId && applyLotClosedEvent(lotAuctionId, event),
      onLotUpdated: (event) => lotAuctionId && applyLotUpdatedEvent(lotAuctionId, event),
      onLotReopened: (event) => lotAuctionId && applyLotReopenedEvent(lotAuctionId, event),
    },
    query.data?.metadata.liveEventId,
  );
  usePageTitle(query.data?.data.lot.title);
  const standing = useMyStanding(query.data?.data.lot);
  const mayBid = useMayBid(query.data?.data.auction);
  if (query.data && auctionId !== undefined && query.data.data.lot.auctionId !== auctionId)
    throw new NotFoundError();
  return (
    <QueryState query={query}>
      {({ data }) => (
        <LotDetail
          lot={data.lot}
          auction={data.auction}
          previous={data.previous}
          next={data.next}
          standing={standing === null ? null : standing.leads ? 'leading' : 'outbid'}
          closedNotice={(standard) => (
            <WonLotNotice
              lot={data.lot}
              fallbackDeadline={data.auction.lastPaymentDate}
              otherwise={standard}
            />
          )}
          indicativeAmount={(cents) => <IndicativeAmount cents={cents} />}
          followButton={<FollowButton target={{ kind: 'lot', id: data.lot.id }} title={data.lot.title} />}
          bidPanel={
            <BidPanel
              lot={data.lot}
              auction={data.auction}
              mayBid={mayBid}
              subscriptionPanel={<SubscriptionPanel auction={data.auction} />}
            />
          }
        />
      )}
    </QueryState>
  );
};

export default LotPage;
