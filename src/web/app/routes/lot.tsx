import { type Params, useParams } from 'react-router';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { BidPanel } from '@/web/features/bidding/components/bid-panel.tsx';
import { useAuctionLive } from '@/web/features/bidding/live.ts';
import { getLotQueryOptions, useLot } from '@/web/features/lots/api/get-lot.ts';
import { getLotBidsQueryOptions } from '@/web/features/lots/api/get-lot-bids.ts';
import { LotDetail } from '@/web/features/lots/components/lot-detail.tsx';
import { NotFoundError, requireId } from '@/web/lib/not-found.ts';
import { applyBidEvent, applyLotClosedEvent, applyLotUpdatedEvent } from '../live-cache.ts';
import { pageQuery, type TPageQueries } from '../page-queries.ts';

/** The lot, and the auction the address names if any; a 404 for ids that cannot be. */
const idsOf = (params: Params) => ({
  lotId: requireId(params.lotId),
  auctionId: params.auctionId === undefined ? undefined : requireId(params.auctionId),
});

export const queries: TPageQueries = ({ params }) => {
  const { lotId } = idsOf(params);
  return [pageQuery(getLotQueryOptions(lotId)), pageQuery(getLotBidsQueryOptions(lotId))];
};

/** `/lotes/{lotId}` and `/subastas/{auctionId}/{lotId}`; the latter 404s when the lot is of another auction. */
const LotPage = () => {
  const { lotId, auctionId } = idsOf(useParams());
  const query = useLot(lotId);
  const lotAuctionId = query.data?.data.lot.auctionId ?? null;
  useAuctionLive(
    lotAuctionId,
    {
      onBid: (event) => lotAuctionId && applyBidEvent(lotAuctionId, event),
      onLotClosed: (event) => lotAuctionId && applyLotClosedEvent(lotAuctionId, event),
      onLotUpdated: (event) => lotAuctionId && applyLotUpdatedEvent(lotAuctionId, event),
    },
    query.data?.metadata.liveEventId,
  );
  usePageTitle(query.data?.data.lot.title);
  if (query.data && auctionId !== undefined && query.data.data.lot.auctionId !== auctionId)
    throw new NotFoundError();
  return (
    <QueryState query={query}>
      {({ data }) => (
        <LotDetail
          lot={data.lot}
          auction={data.auction}
          bidPanel={
            <BidPanel
              lot={data.lot}
              auction={{ ...data.auction, commissionPercent: data.auction.commissionPercent }}
            />
          }
        />
      )}
    </QueryState>
  );
};

export default LotPage;
