import { useMutation } from '@tanstack/react-query';
import type { TSavedSearchResponse, TSaveSearchRequest } from '@/common/schemas/saved-searches.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { savedSearchKeys } from './saved-search-keys.ts';

export const updateSavedSearch = (
  id: number,
  changes: Partial<Pick<TSaveSearchRequest, 'name' | 'frequency'>>,
) => api.put<TSavedSearchResponse>(`/frontend/auth/saved-searches/${id}`, changes);

export const useUpdateSavedSearch = (id: number) =>
  useMutation({
    mutationFn: (changes: Partial<Pick<TSaveSearchRequest, 'name' | 'frequency'>>) =>
      updateSavedSearch(id, changes),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
