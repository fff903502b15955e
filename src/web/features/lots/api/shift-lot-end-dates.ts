import { useMutation } from '@tanstack/react-query';
import type { TShiftedLotsResponse } from '@/common/schemas/lots.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

/** Moves the end of every open lot of the auction by the same number of minutes. */
export const shiftLotEndDates = (auctionId: number, minutes: number) =>
  api.post<TShiftedLotsResponse>(`/admin/auctions/${auctionId}/lots/shift`, { minutes });

export const useShiftLotEndDates = (auctionId: number) =>
  useMutation({
    mutationFn: (minutes: number) => shiftLotEndDates(auctionId, minutes),
    onSuccess: () => invalidate(adminKeys.auctions.detail(auctionId)),
  });
