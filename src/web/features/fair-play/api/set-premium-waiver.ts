import { useMutation } from '@tanstack/react-query';
import type { TPremiumWaiver, TPremiumWaiverRequest } from '@/common/schemas/fair-play.ts';
import { api } from '@/web/lib/api-client.ts';
import { invalidateSettlements } from '@/web/lib/settlement-keys.ts';

export const setPremiumWaiver = (auctionId: number, body: TPremiumWaiverRequest) =>
  api.post<{ data: { waiver: TPremiumWaiver } }>(`/admin/auctions/${auctionId}/premium-waivers`, body);

/** The buyer's settlement lines are billed again: the auction's pages are stale. */
export const useSetPremiumWaiver = (auctionId: number) =>
  useMutation({
    mutationFn: (body: TPremiumWaiverRequest) => setPremiumWaiver(auctionId, body),
    onSuccess: invalidateSettlements,
  });
