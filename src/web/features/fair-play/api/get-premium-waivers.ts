import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPremiumWaiversResponse } from '@/common/schemas/fair-play.ts';
import { api } from '@/web/lib/api-client.ts';
import { settlementKeys } from '@/web/lib/settlement-keys.ts';

export const getPremiumWaivers = (auctionId: number, signal?: AbortSignal) =>
  api.get<TPremiumWaiversResponse>(`/admin/auctions/${auctionId}/premium-waivers`, { signal });

export const getPremiumWaiversQueryOptions = (auctionId: number) =>
  queryOptions({
    queryKey: settlementKeys.premiumWaivers(auctionId),
    queryFn: ({ signal }) => getPremiumWaivers(auctionId, signal),
  });

export const usePremiumWaivers = (auctionId: number) => useQuery(getPremiumWaiversQueryOptions(auctionId));
