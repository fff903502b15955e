import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminPickupSlotsResponse } from '@/common/schemas/collections.ts';
import { api } from '@/web/lib/api-client.ts';
import { settlementKeys } from '@/web/lib/settlement-keys.ts';

export const getPickupSlots = (auctionId: number, signal?: AbortSignal) =>
  api.get<TAdminPickupSlotsResponse>(`/admin/auctions/${auctionId}/pickup-slots`, { signal });

export const getPickupSlotsQueryOptions = (auctionId: number) =>
  queryOptions({
    queryKey: settlementKeys.pickupSlots(auctionId),
    queryFn: ({ signal }) => getPickupSlots(auctionId, signal),
  });

export const usePickupSlots = (auctionId: number) => useQuery(getPickupSlotsQueryOptions(auctionId));
