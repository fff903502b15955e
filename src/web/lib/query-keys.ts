import type { TPublicConfigKey } from '@/common/schemas/config-data.ts';

const auctions = {
  all: ['auctions'] as const,
  open: () => [...auctions.all, 'open'] as const,
  published: (query: object) => [...auctions.all, 'published', query] as const,
  /** The live events write into it (app/live-cache.ts). */
  detail: (id: number) => [...auctions.all, id] as const,
};

const lots = {
  all: ['lots'] as const,
  /** A lot's bids hang under it: the live events write into the lot and refresh its bids. */
  detail: (id: number) => [...lots.all, id] as const,
  bids: (id: number) => [...lots.detail(id), 'bids'] as const,
  /** The bids as one viewer sees them (their own marked); the live events refresh every viewer's. */
  bidsSeenBy: (id: number, viewer: number | 'visitor') => [...lots.bids(id), viewer] as const,
  closingSoon: (limit: number) => [...lots.all, 'closing-soon', limit] as const,
};

const sales = {
  all: ['sales'] as const,
  list: (query: object) => [...sales.all, query] as const,
  detail: (id: number) => [...sales.all, 'detail', id] as const,
  lot: (saleId: number, lotId: number) => [...sales.detail(saleId), 'lot', lotId] as const,
};

/** The signed-in person's own: forgotten at logout (features/auth/api/logout.ts). */
const mine = {
  user: ['current-user'] as const,
  subscriptions: ['subscriptions'] as const,
  subscribedAuctions: ['subscriptions', 'auctions'] as const,
  runningBids: ['running-bids'] as const,
};

/**
 * Query keys of the public site, as adminKeys (admin-keys.ts) are of the back office: every query and every
 * invalidation goes through these, never through a literal, so a key is renamed in one place.
 */
export const queryKeys = {
  auctions,
  lots,
  sales,
  mine,
  sessionCheck: () => ['session-check'] as const,
  activation: (key: string) => ['activation', key] as const,
  recoveryKey: (key: string) => ['recovery-key', key] as const,
  emailConfirmation: (key: string | null) => ['email-confirmation', key] as const,
  countries: () => ['countries'] as const,
  provinces: () => ['provinces'] as const,
  configData: (key: TPublicConfigKey) => ['config-data', key] as const,
  search: (q: string, filters: object, page: number) => ['search', q, filters, page] as const,
  page: (slug: string, lang: string) => ['pages', slug, lang] as const,
  bidReceiptKey: () => ['bid-receipt-key'] as const,
};
