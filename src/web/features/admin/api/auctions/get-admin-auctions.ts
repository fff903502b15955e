import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPageMetadata } from '@/common/schemas/api.ts';
import type { TAuctionSummary } from '@/common/schemas/catalogue.ts';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys } from '../admin-keys.ts';

export type TAdminAuctionsQuery = { page: number; filter?: Record<string, unknown> };

// TODO(schema): GET /admin/auctions — swap for the response schema's type once it exists.
export type TAdminAuctionsResponse = {
  data: { auctions: (TAuctionSummary & { published: boolean })[] };
  metadata: TPageMetadata;
};

export const getAdminAuctions = (query: TAdminAuctionsQuery, signal?: AbortSignal) =>
  api.get<TAdminAuctionsResponse>('/admin/auctions', { query, signal });

export const getAdminAuctionsQueryOptions = (query: TAdminAuctionsQuery) =>
  queryOptions({
    queryKey: adminKeys.auctions.list(query),
    queryFn: ({ signal }) => getAdminAuctions(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminAuctions = (query: TAdminAuctionsQuery) => useQuery(getAdminAuctionsQueryOptions(query));
