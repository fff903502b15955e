import { getAuctionQueryOptions } from '@/web/features/auctions/api/get-auction.ts';
import { getPublishedAuctionsQueryOptions } from '@/web/features/auctions/api/get-published-auctions.ts';
import { currentLanguage } from '@/web/i18n/language.ts';
import { requireId } from '@/web/lib/not-found.ts';
import { paths } from '@/web/lib/paths.ts';
import { plainText, previewImage, publicPage, readAllPages } from '../public-page.ts';

/** `/subastas/{auctionId}`: one auction, its details and its lots. */
export const auctionPage = publicPage({
  paths: ['/subastas/:auctionId', '/en/auctions/:auctionId'],
  module: 'app/routes/auction.tsx',
  queries: ({ params }) => [getAuctionQueryOptions(requireId(params.auctionId))],
  meta: ([{ data }]) => ({
    title: data.auction.title,
    description: plainText(data.auction.description),
    image: previewImage(data.auction.images),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: data.auction.title,
      startDate: data.auction.startDate,
      endDate: data.auction.endDate,
      location: data.auction.address ? { '@type': 'Place', address: data.auction.address } : undefined,
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      // The language of the page it describes: the auction's own text is as the house wrote it.
      inLanguage: currentLanguage(),
    },
  }),
  // Every published auction, closed ones included.
  sitemap: async (read) =>
    (await readAllPages((page) => read(getPublishedAuctionsQueryOptions({ page, limit: 100 })))).flatMap(
      ({ data }) => data.auctions.map((auction) => paths.auction(auction.id)),
    ),
});
