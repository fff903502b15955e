import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { sessionKeys } from './session-keys.ts';

export const endSession = (id: string) =>
  api.delete<void>(`/frontend/auth/sessions/${encodeURIComponent(id)}`);

export const useEndSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
};
