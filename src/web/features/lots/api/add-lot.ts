import { useMutation } from '@tanstack/react-query';
import type { TAddedLotResponse, TLotInput } from '@/common/schemas/lots.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const addLot = (auctionId: number, lot: TLotInput) =>
  api.post<TAddedLotResponse>(`/admin/auctions/${auctionId}/lots`, { lot });

export const useAddLot = (auctionId: number) =>
  useMutation({
    mutationFn: (lot: TLotInput) => addLot(auctionId, lot),
    onSuccess: () => invalidate(adminKeys.auctions.detail(auctionId)),
  });
