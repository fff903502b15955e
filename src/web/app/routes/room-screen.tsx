import { useParams } from 'react-router';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useAuction } from '@/web/features/auctions/api/get-auction.ts';
import { useAuctionLive } from '@/web/features/bids/live.ts';
import {
  applyLiveBidEvent,
  applyLiveSaleEvent,
  useLiveSale,
} from '@/web/features/live-sales/api/get-live-sale.ts';
import { RoomScreen } from '@/web/features/live-sales/components/room-screen.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { requireId } from '@/web/lib/not-found.ts';

/** The room's projector: follows the sale through the auction's live stream. */
const RoomScreenPage = () => {
  const auctionId = requireId(useParams().auctionId);
  const auction = useAuction(auctionId);
  const sale = useLiveSale(auctionId);
  useAuctionLive(
    sale.data ? auctionId : null,
    {
      onLiveSale: applyLiveSaleEvent,
      onBid: (event) => applyLiveBidEvent(auctionId, event),
    },
    sale.data?.metadata.liveEventId,
  );
  usePageTitle(auction.data ? messages.liveSales.screenTitle(auction.data.data.auction.title) : undefined);
  return (
    <QueryState query={sale}>
      {({ data }) => <RoomScreen title={auction.data?.data.auction.title ?? ''} sale={data} />}
    </QueryState>
  );
};

export default RoomScreenPage;
