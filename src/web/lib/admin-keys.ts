import { queryClient } from '@/web/lib/query-client.ts';

const all = ['admin'] as const;

const auctions = {
  all: [...all, 'auctions'] as const,
  list: (query: object) => [...auctions.all, 'list', query] as const,
  /** Bids and results hang under their auction, so refreshing an auction refreshes them too. */
  detail: (id: number) => [...auctions.all, 'detail', id] as const,
  bids: (id: number, query: object) => [...auctions.detail(id), 'bids', query] as const,
  results: (id: number) => [...auctions.detail(id), 'results'] as const,
  report: (id: number) => [...auctions.detail(id), 'report'] as const,
  awards: (id: number) => [...auctions.detail(id), 'awards'] as const,
};

const lots = {
  all: [...all, 'lots'] as const,
  detail: (id: number) => [...lots.all, 'detail', id] as const,
};

const users = {
  all: [...all, 'users'] as const,
  list: (query: object) => [...users.all, 'list', query] as const,
  /** A user's subscriptions and bids hang under the user. */
  detail: (id: number) => [...users.all, 'detail', id] as const,
  subscriptions: (id: number) => [...users.detail(id), 'subscriptions'] as const,
  bids: (id: number) => [...users.detail(id), 'bids'] as const,
  consignorLinks: (id: number) => [...users.detail(id), 'consignor-links'] as const,
  /** Accounts to review hang under users: banning one changes its page too. */
  reviews: () => [...users.all, 'reviews'] as const,
};

const subscriptions = {
  all: [...all, 'subscriptions'] as const,
  pending: () => [...subscriptions.all, 'pending'] as const,
  list: (query: object) => [...subscriptions.all, 'list', query] as const,
};

const sales = {
  all: [...all, 'sales'] as const,
  list: () => [...sales.all, 'list'] as const,
  pendingOffers: () => [...sales.all, 'offers'] as const,
  pictures: (saleId: number) => [...sales.all, 'pictures', saleId] as const,
  lotPictures: (saleId: number, lotId: number) => [...sales.all, 'lot-pictures', saleId, lotId] as const,
};

/** Query keys of the back office; every mutation invalidates through these, never through a literal. */
export const adminKeys = {
  all,
  auctions,
  lots,
  users,
  subscriptions,
  sales,
  config: () => [...all, 'config'] as const,
  pages: () => [...all, 'pages'] as const,
  reports: {
    all: [...all, 'reports'] as const,
    consignors: () => [...adminKeys.reports.all, 'consignors'] as const,
    consignor: (query: object) => [...adminKeys.reports.all, 'consignor', query] as const,
    month: () => [...adminKeys.reports.all, 'month'] as const,
  },
  audit: {
    all: [...all, 'audit'] as const,
    list: (query: object) => [...adminKeys.audit.all, 'list', query] as const,
    facets: () => [...adminKeys.audit.all, 'facets'] as const,
  },
  approvals: {
    all: [...all, 'approvals'] as const,
    list: (query: object) => [...adminKeys.approvals.all, 'list', query] as const,
  },
  stats: {
    all: [...all, 'stats'] as const,
    bidsPerDay: (days: number) => [...adminKeys.stats.all, 'bids', days] as const,
    lastBidded: () => [...adminKeys.stats.all, 'last-bidded'] as const,
  },
};

/**
 * The public site caches settings under this prefix (features/config-data, features/bidding); a setting
 * saved in the back office must not wait for those to go stale on their own.
 */
export const publicConfigKeys = ['config-data'] as const;

/**
 * For changes that show in several records at once (a lot's end date in its auction and results, a media
 * upload in whichever record owns it, a shared metadata field everywhere), everything admin is stale.
 */
export const invalidateAdmin = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });

export const invalidate = (...queryKeys: readonly (readonly unknown[])[]) =>
  Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
