import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminSettlementsResponse } from '@/common/schemas/settlements.ts';
import { api } from '@/web/lib/api-client.ts';
import { settlementKeys } from '@/web/lib/settlement-keys.ts';

export const getAuctionSettlements = (auctionId: number, signal?: AbortSignal) =>
  api.get<TAdminSettlementsResponse>(`/admin/auctions/${auctionId}/settlements`, { signal });

export const getAuctionSettlementsQueryOptions = (auctionId: number) =>
  queryOptions({
    queryKey: settlementKeys.auction(auctionId),
    queryFn: ({ signal }) => getAuctionSettlements(auctionId, signal),
  });

export const useAuctionSettlements = (auctionId: number) =>
  useQuery(getAuctionSettlementsQueryOptions(auctionId));
