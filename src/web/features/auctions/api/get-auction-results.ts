import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuctionResultsResponse } from '@/common/schemas/auctions.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getAuctionResults = (id: number, signal?: AbortSignal) =>
  api.get<TAuctionResultsResponse>(`/admin/auctions/${id}/results`, { signal });

export const getAuctionResultsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.auctions.results(id),
    queryFn: ({ signal }) => getAuctionResults(id, signal),
  });

export const useAuctionResults = (id: number) => useQuery(getAuctionResultsQueryOptions(id));
