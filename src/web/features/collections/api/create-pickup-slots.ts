import { useMutation } from '@tanstack/react-query';
import type { TCreatePickupSlotsRequest } from '@/common/schemas/collections.ts';
import { api } from '@/web/lib/api-client.ts';
import { invalidateSettlements } from '@/web/lib/settlement-keys.ts';

export const createPickupSlots = (auctionId: number, series: TCreatePickupSlotsRequest) =>
  api.post<{ data: { created: number } }>(`/admin/auctions/${auctionId}/pickup-slots`, series);

export const useCreatePickupSlots = (auctionId: number) =>
  useMutation({
    mutationFn: (series: TCreatePickupSlotsRequest) => createPickupSlots(auctionId, series),
    onSuccess: invalidateSettlements,
  });
