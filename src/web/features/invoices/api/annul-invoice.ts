import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { invalidateBillingRecords } from './billing-record-keys.ts';

export const annulInvoice = ({ invoiceId, reason }: { invoiceId: number; reason: string }) =>
  api.post(`/admin/invoices/${invoiceId}/annul`, { reason });

export const useAnnulInvoice = () =>
  useMutation({
    mutationFn: annulInvoice,
    onSuccess: invalidateBillingRecords,
  });
