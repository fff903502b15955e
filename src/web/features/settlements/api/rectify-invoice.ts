import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { invalidateSettlements } from './settlement-keys.ts';

export const rectifyInvoice = ({ invoiceId, reason }: { invoiceId: number; reason: string }) =>
  api.post(`/admin/invoices/${invoiceId}/rectify`, { reason });

export const useRectifyInvoice = () =>
  useMutation({ mutationFn: rectifyInvoice, onSuccess: invalidateSettlements });
