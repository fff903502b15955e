import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminInvoicesResponse, TInvoiceKind, TInvoiceOrder } from '@/common/schemas/invoices.ts';
import { api } from '@/web/lib/api-client.ts';
import { settlementKeys } from '@/web/lib/settlement-keys.ts';

export type TInvoicesQuery = { page: number; q?: string; kind?: TInvoiceKind; order?: TInvoiceOrder };

export const getInvoices = (query: TInvoicesQuery, signal?: AbortSignal) =>
  api.get<TAdminInvoicesResponse>('/admin/invoices', { query: { ...query, limit: 25 }, signal });

export const getInvoicesQueryOptions = (query: TInvoicesQuery) =>
  queryOptions({
    queryKey: settlementKeys.invoices(query),
    queryFn: ({ signal }) => getInvoices(query, signal),
    placeholderData: keepPreviousData,
  });

export const useInvoices = (query: TInvoicesQuery) => useQuery(getInvoicesQueryOptions(query));
