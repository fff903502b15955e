import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSalesResponse } from '@/common/schemas/sales.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

export type TSalesQuery = { page: number; kind?: 'industrial' | 'real-estate' };

export const getSalesQueryOptions = (query: TSalesQuery) =>
  queryOptions({
    queryKey: queryKeys.sales.list(query),
    queryFn: ({ signal }) =>
      api.get<TSalesResponse>('/frontend/sales', {
        query: { page: query.page, limit: 12, filter: query.kind ? { kind: query.kind } : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useSales = (query: TSalesQuery) => useQuery(getSalesQueryOptions(query));
