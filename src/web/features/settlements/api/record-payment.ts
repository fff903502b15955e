import { useMutation } from '@tanstack/react-query';
import type { TRecordPaymentRequest } from '@/common/schemas/payments.ts';
import { api } from '@/web/lib/api-client.ts';
import { invalidateSettlements } from './settlement-keys.ts';

export const recordPayment = (settlementId: number, payment: TRecordPaymentRequest) =>
  api.post(`/admin/settlements/${settlementId}/payments`, payment);

export const useRecordPayment = (settlementId: number) =>
  useMutation({
    mutationFn: (payment: TRecordPaymentRequest) => recordPayment(settlementId, payment),
    onSuccess: invalidateSettlements,
  });
