import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuctionDetailResponse } from '@/common/schemas/auctions.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

export const getAuction = (auctionId: number, signal?: AbortSignal) =>
  api.get<TAuctionDetailResponse>(`/frontend/auctions/${auctionId}`, { signal });

export const getAuctionQueryOptions = (auctionId: number) =>
  queryOptions({
    queryKey: queryKeys.auctions.detail(auctionId),
    queryFn: ({ signal }) => getAuction(auctionId, signal),
  });

export const useAuction = (auctionId: number) => useQuery(getAuctionQueryOptions(auctionId));
