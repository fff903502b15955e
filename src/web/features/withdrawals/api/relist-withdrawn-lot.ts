import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRelistResponse } from '@/common/schemas/withdrawals.ts';
import { api } from '@/web/lib/api-client.ts';
import { withdrawalKeys } from './withdrawal-keys.ts';

export const relistWithdrawnLot = ({ id, auctionId }: { id: number; auctionId: number }) =>
  api.post<TRelistResponse>(`/admin/withdrawals/${id}/relist`, { auctionId });

export const useRelistWithdrawnLot = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: relistWithdrawnLot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
};
