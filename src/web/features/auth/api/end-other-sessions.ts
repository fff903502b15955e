import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { sessionKeys } from './session-keys.ts';

/** "Cerrar las demás": every session of the user but this one. */
export const endOtherSessions = () => api.delete<void>('/frontend/auth/sessions');

export const useEndOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
};
