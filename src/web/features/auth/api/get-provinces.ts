import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProvincesResponse } from '@/common/schemas/reference.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

export const getProvinces = (signal?: AbortSignal) =>
  api.get<TProvincesResponse>('/frontend/provinces', { signal });

export const getProvincesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.provinces(),
    queryFn: ({ signal }) => getProvinces(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useProvinces = () => useQuery(getProvincesQueryOptions());
