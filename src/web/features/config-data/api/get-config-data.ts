import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TConfigDataResponse, TPublicConfigKey } from '@/common/schemas/config-data.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

/** A public setting; its value arrives as JSON text (docs/product.md#catalogue) and is parsed here, once. */
export const getConfigData = async <T>(key: TPublicConfigKey, signal?: AbortSignal): Promise<T> => {
  const response = await api.get<TConfigDataResponse>(`/frontend/config-data/${key}`, { signal });
  return JSON.parse(response.data.configData.dataValue) as T;
};

export const getConfigDataQueryOptions = <T>(key: TPublicConfigKey) =>
  queryOptions({
    queryKey: queryKeys.configData(key),
    queryFn: ({ signal }) => getConfigData<T>(key, signal),
    staleTime: 10 * 60_000,
  });

export const useConfigData = <T>(key: TPublicConfigKey) => useQuery(getConfigDataQueryOptions<T>(key));
