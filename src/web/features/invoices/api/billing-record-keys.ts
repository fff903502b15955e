import { queryClient } from '@/web/lib/query-client.ts';

/** Query keys of billing records, the event log and the invoicing mode. */
export const billingRecordKeys = {
  all: ['billing-records'] as const,
  ofInvoice: (invoiceId: number) => [...billingRecordKeys.all, 'invoice', invoiceId] as const,
  events: (page: number) => [...billingRecordKeys.all, 'events', page] as const,
  mode: () => [...billingRecordKeys.all, 'mode'] as const,
};

export const invalidateBillingRecords = () =>
  queryClient.invalidateQueries({ queryKey: billingRecordKeys.all });
