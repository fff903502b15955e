import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { invalidateSettlements } from '@/web/lib/settlement-keys.ts';

export const removePremiumWaiver = (auctionId: number, userId: number) =>
  api.delete<void>(`/admin/auctions/${auctionId}/premium-waivers/${userId}`);

export const useRemovePremiumWaiver = (auctionId: number) =>
  useMutation({
    mutationFn: (userId: number) => removePremiumWaiver(auctionId, userId),
    onSuccess: invalidateSettlements,
  });
