import { getAuctionQueryOptions } from '@/web/features/auctions/api/get-auction.ts';
import { messages } from '@/web/i18n/messages.ts';
import { requireId } from '@/web/lib/not-found.ts';
import { publicPage } from '../public-page.ts';

/**
 * `/subastas/{auctionId}/pantalla`: a live auction's room screen, for a projector (docs/live-sales.md). The
 * server renders the auction's frame; the sale itself is read in the browser and follows the live stream,
 * as it changes every few seconds and no shared page may hold it.
 */
export const roomScreenPage = publicPage({
  paths: ['/subastas/:auctionId/pantalla', '/en/auctions/:auctionId/screen'],
  module: 'app/routes/room-screen.tsx',
  queries: ({ params }) => [getAuctionQueryOptions(requireId(params.auctionId))],
  meta: ([{ data }]) => ({
    title: messages.liveSales.screenTitle(data.auction.title),
    description: data.auction.title,
  }),
});
