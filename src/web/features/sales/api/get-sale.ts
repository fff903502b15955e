import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSaleResponse } from '@/common/schemas/sales.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

export const getSaleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.sales.detail(id),
    queryFn: ({ signal }) => api.get<TSaleResponse>(`/frontend/sales/${id}`, { signal }),
  });

export const useSale = (id: number) => useQuery(getSaleQueryOptions(id));
