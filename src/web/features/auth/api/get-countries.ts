import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCountriesResponse } from '@/common/schemas/reference.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

export const getCountries = (signal?: AbortSignal) =>
  api.get<TCountriesResponse>('/frontend/countries', { signal });

export const getCountriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.countries(),
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCountries = () => useQuery(getCountriesQueryOptions());
