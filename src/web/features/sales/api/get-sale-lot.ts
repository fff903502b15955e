import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSaleLotResponse } from '@/common/schemas/sales.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

export const getSaleLotQueryOptions = (saleId: number, lotId: number) =>
  queryOptions({
    queryKey: queryKeys.sales.lot(saleId, lotId),
    queryFn: ({ signal }) => api.get<TSaleLotResponse>(`/frontend/sales/${saleId}/lots/${lotId}`, { signal }),
  });

export const useSaleLot = (saleId: number, lotId: number) => useQuery(getSaleLotQueryOptions(saleId, lotId));
