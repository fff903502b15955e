import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZInvoicingModeResponseSchema } from '@/common/schemas/invoices.ts';
import { api } from '@/web/lib/api-client.ts';
import { billingRecordKeys } from './billing-record-keys.ts';

export const getInvoicingMode = (signal?: AbortSignal) =>
  api.get<z.infer<typeof ZInvoicingModeResponseSchema>>('/admin/invoicing-mode', { signal });

export const getInvoicingModeQueryOptions = () =>
  queryOptions({ queryKey: billingRecordKeys.mode(), queryFn: ({ signal }) => getInvoicingMode(signal) });

export const useInvoicingMode = () => useQuery(getInvoicingModeQueryOptions());
