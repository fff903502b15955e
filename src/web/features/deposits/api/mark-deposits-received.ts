import { useMutation } from '@tanstack/react-query';
import type { TDepositsReceivedRequest, TDepositsReceivedResponse } from '@/common/schemas/deposits.ts';
import { api } from '@/web/lib/api-client.ts';
import { invalidateSettlements } from '@/web/lib/settlement-keys.ts';

export const markDepositsReceived = (body: TDepositsReceivedRequest) =>
  api.post<TDepositsReceivedResponse>('/admin/deposits/bulk-received', body);

/** Several deposits noted as arrived at once (all or none); every view of deposits refreshes. */
export const useMarkDepositsReceived = () =>
  useMutation({ mutationFn: markDepositsReceived, onSettled: invalidateSettlements });
