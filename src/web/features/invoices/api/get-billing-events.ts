import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZBillingEventsResponseSchema } from '@/common/schemas/invoices.ts';
import { api } from '@/web/lib/api-client.ts';
import { billingRecordKeys } from './billing-record-keys.ts';

export const getBillingEvents = (page: number, signal?: AbortSignal) =>
  api.get<z.infer<typeof ZBillingEventsResponseSchema>>('/admin/billing-events', {
    query: { page, limit: 25 },
    signal,
  });

export const getBillingEventsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: billingRecordKeys.events(page),
    queryFn: ({ signal }) => getBillingEvents(page, signal),
    placeholderData: keepPreviousData,
  });

export const useBillingEvents = (page: number) => useQuery(getBillingEventsQueryOptions(page));
