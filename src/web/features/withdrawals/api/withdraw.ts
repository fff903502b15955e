import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWithdrawalRequest, TWithdrawalResponse } from '@/common/schemas/withdrawals.ts';
import { api } from '@/web/lib/api-client.ts';

export const withdraw = (body: TWithdrawalRequest) =>
  api.post<TWithdrawalResponse>('/frontend/auth/withdrawals', body);

/** Withdrawing changes the settlement's totals and invoices too: everything the buyer sees is read again. */
export const useWithdraw = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdraw, onSuccess: () => queryClient.invalidateQueries() });
};
