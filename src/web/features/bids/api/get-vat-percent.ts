import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TConfigDataResponse } from '@/common/schemas/config-data.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

export const getVatPercent = async (signal?: AbortSignal) => {
  const response = await api.get<TConfigDataResponse>('/frontend/config-data/vatPercent', { signal });
  return Number(JSON.parse(response.data.configData.dataValue));
};

export const useVatPercent = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.configData('vatPercent'),
      queryFn: ({ signal }) => getVatPercent(signal),
      staleTime: 10 * 60_000,
    }),
  );
