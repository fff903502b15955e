import { useMutation } from '@tanstack/react-query';
import type { TPickupOptionsResponse } from '@/common/schemas/collections.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { settlementKeys } from '@/web/lib/settlement-keys.ts';

export const bookPickup = (settlementId: number, slotId: number) =>
  api.put<TPickupOptionsResponse>(`/frontend/auth/settlements/${settlementId}/pickup`, { slotId });

export const useBookPickup = (settlementId: number) =>
  useMutation({
    mutationFn: (slotId: number) => bookPickup(settlementId, slotId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settlementKeys.all }),
  });
