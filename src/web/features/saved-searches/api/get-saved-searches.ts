import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSavedSearchesResponse } from '@/common/schemas/saved-searches.ts';
import { api } from '@/web/lib/api-client.ts';
import { savedSearchKeys } from './saved-search-keys.ts';

export const getSavedSearches = (signal?: AbortSignal) =>
  api.get<TSavedSearchesResponse>('/frontend/auth/saved-searches', { signal });

export const getSavedSearchesQueryOptions = () =>
  queryOptions({ queryKey: savedSearchKeys.list(), queryFn: ({ signal }) => getSavedSearches(signal) });

export const useSavedSearches = () => useQuery(getSavedSearchesQueryOptions());
