import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TAdminAuctionFilter,
  TAdminAuctionOrder,
  TAdminAuctionsResponse,
} from '@/common/schemas/auctions.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export type TAdminAuctionsQuery = { page: number; filter?: TAdminAuctionFilter; order?: TAdminAuctionOrder };

export const getAdminAuctions = (query: TAdminAuctionsQuery, signal?: AbortSignal) =>
  api.get<TAdminAuctionsResponse>('/admin/auctions', { query, signal });

export const getAdminAuctionsQueryOptions = (query: TAdminAuctionsQuery) =>
  queryOptions({
    queryKey: adminKeys.auctions.list(query),
    queryFn: ({ signal }) => getAdminAuctions(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminAuctions = (query: TAdminAuctionsQuery) => useQuery(getAdminAuctionsQueryOptions(query));
