import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { savedSearchKeys } from './saved-search-keys.ts';

export const deleteSavedSearch = (id: number) => api.delete<void>(`/frontend/auth/saved-searches/${id}`);

export const useDeleteSavedSearch = (id: number) =>
  useMutation({
    mutationFn: () => deleteSavedSearch(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
