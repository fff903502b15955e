import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAwardResultsResponse } from '@/common/schemas/lots.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getAwardResults = (auctionId: number, signal?: AbortSignal) =>
  api.get<TAwardResultsResponse>(`/admin/auctions/${auctionId}/awards`, { signal });

export const getAwardResultsQueryOptions = (auctionId: number) =>
  queryOptions({
    queryKey: adminKeys.auctions.awards(auctionId),
    queryFn: ({ signal }) => getAwardResults(auctionId, signal),
  });

/** "Resultados pendientes": what waits for approval and the en bloc decisions, as the server took them. */
export const useAwardResults = (auctionId: number) => useQuery(getAwardResultsQueryOptions(auctionId));
