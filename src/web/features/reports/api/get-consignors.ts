import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TConsignorsResponse } from '@/common/schemas/reports.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getConsignors = (signal?: AbortSignal) =>
  api.get<TConsignorsResponse>('/admin/reports/consignors', { signal });

export const getConsignorsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.reports.consignors(), queryFn: ({ signal }) => getConsignors(signal) });

export const useConsignors = () => useQuery(getConsignorsQueryOptions());
