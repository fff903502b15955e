import { auctionPhase } from '@/common/auction-phase.ts';
import { imageSizes } from '@/common/images.ts';
import { getOpenAuctionsQueryOptions } from '@/web/features/auctions/api/get-open-auctions.ts';
import { getClosingSoonQueryOptions } from '@/web/features/lots/api/get-closing-soon.ts';
import { getSalesQueryOptions } from '@/web/features/sales/api/get-sales.ts';
import { messages } from '@/web/i18n/messages.ts';
import { publicPage } from '../public-page.ts';

export const closingSoonCount = 8;
export const latestSales = { page: 1 };

/** `/`: the running and upcoming auctions, the lots closing soon and the latest sales. */
export const homePage = publicPage({
  paths: ['/', '/en'],
  module: 'app/routes/home.tsx',
  queries: () => [
    getOpenAuctionsQueryOptions(),
    getClosingSoonQueryOptions(closingSoonCount),
    getSalesQueryOptions(latestSales),
  ],
  meta: () => ({
    title: messages.home.title,
    description: messages.home.intro,
  }),
  // The first running auction's cover: the top-left card.
  picture: ([open]) => {
    const now = Date.now();
    const first = open.data.auctions.find((auction) => auctionPhase(auction, now) === 'running');
    return first?.cover ? { image: first.cover, sizes: imageSizes.card } : null;
  },
});
