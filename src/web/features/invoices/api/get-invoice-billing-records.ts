import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZBillingRecordsResponseSchema } from '@/common/schemas/invoices.ts';
import { api } from '@/web/lib/api-client.ts';
import { billingRecordKeys } from './billing-record-keys.ts';

export const getInvoiceBillingRecords = (invoiceId: number, signal?: AbortSignal) =>
  api.get<z.infer<typeof ZBillingRecordsResponseSchema>>(`/admin/invoices/${invoiceId}/billing-records`, {
    signal,
  });

export const getInvoiceBillingRecordsQueryOptions = (invoiceId: number) =>
  queryOptions({
    queryKey: billingRecordKeys.ofInvoice(invoiceId),
    queryFn: ({ signal }) => getInvoiceBillingRecords(invoiceId, signal),
  });

export const useInvoiceBillingRecords = (invoiceId: number, isEnabled: boolean) =>
  useQuery({ ...getInvoiceBillingRecordsQueryOptions(invoiceId), enabled: isEnabled });
