import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminSalesResponse } from '@/common/schemas/sales.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getAdminSales = (signal?: AbortSignal) =>
  api.get<TAdminSalesResponse>('/admin/sales', { signal });

export const getAdminSalesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.sales.list(), queryFn: ({ signal }) => getAdminSales(signal) });

export const useAdminSales = () => useQuery(getAdminSalesQueryOptions());
