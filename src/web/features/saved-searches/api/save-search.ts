import { useMutation } from '@tanstack/react-query';
import type { TSavedSearchResponse, TSaveSearchRequest } from '@/common/schemas/saved-searches.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { savedSearchKeys } from './saved-search-keys.ts';

export const saveSearch = (body: TSaveSearchRequest) =>
  api.post<TSavedSearchResponse>('/frontend/auth/saved-searches', body);

export const useSaveSearch = () =>
  useMutation({
    mutationFn: saveSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
