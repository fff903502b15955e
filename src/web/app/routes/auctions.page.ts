import {
  getPublishedAuctionsQueryOptions,
  type TPublishedAuctionsQuery,
} from '@/web/features/auctions/api/get-published-auctions.ts';
import { messages } from '@/web/i18n/messages.ts';
import { publicPage } from '../public-page.ts';

export const auctionTabs = ['running', 'upcoming', 'closed'] as const;
export type TAuctionTab = (typeof auctionTabs)[number];
export const auctionsPageSize = 12;

/** The tab and page in the URL (`?estado=…&pagina=…`), and the list they ask for. */
export const auctionListOf = (params: URLSearchParams) => {
  const tab: TAuctionTab = auctionTabs.find((value) => value === params.get('estado')) ?? 'running';
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const list: TPublishedAuctionsQuery = {
    page,
    limit: auctionsPageSize,
    filter: { status: tab },
    order: {
      field: tab === 'closed' ? 'endDate' : 'startDate',
      direction: tab === 'closed' ? 'desc' : 'asc',
    },
  };
  return { tab, page, list };
};

/** `/subastas`: the auctions by tab (running, upcoming, closed), a page at a time. */
export const auctionsPage = publicPage({
  paths: ['/subastas', '/en/auctions'],
  module: 'app/routes/auctions.tsx',
  queries: ({ searchParams }) => [getPublishedAuctionsQueryOptions(auctionListOf(searchParams).list)],
  meta: () => ({ title: messages.auctions.title, description: messages.auctions.metaDescription }),
});
