import { useMutation } from '@tanstack/react-query';
import type { TPendingApprovalResponse } from '@/common/schemas/approvals.ts';
import type { TPaymentResponse, TRecordPaymentRequest } from '@/common/schemas/payments.ts';
import { api } from '@/web/lib/api-client.ts';
import { invalidateSettlements } from '@/web/lib/settlement-keys.ts';

/** A refund above FOUR_EYES_REFUND_CENTS is answered 202: it waits for a second person. */
export const recordPayment = (settlementId: number, payment: TRecordPaymentRequest) =>
  api.post<TPaymentResponse | TPendingApprovalResponse>(
    `/admin/settlements/${settlementId}/payments`,
    payment,
  );

export const useRecordPayment = (settlementId: number) =>
  useMutation({
    mutationFn: (payment: TRecordPaymentRequest) => recordPayment(settlementId, payment),
    onSuccess: invalidateSettlements,
  });
