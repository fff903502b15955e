import { useMutation } from '@tanstack/react-query';
import type { TInvoicingMode } from '@/common/schemas/invoices.ts';
import { api } from '@/web/lib/api-client.ts';
import { invalidateBillingRecords } from './billing-record-keys.ts';

export const changeInvoicingMode = (mode: TInvoicingMode) => api.put('/admin/invoicing-mode', { mode });

export const useChangeInvoicingMode = () =>
  useMutation({ mutationFn: changeInvoicingMode, onSuccess: invalidateBillingRecords });
