import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { secondFactorKeys } from './second-factor-keys.ts';

export const removePasskey = (id: string) =>
  api.delete<void>(`/frontend/auth/second-factor/passkeys/${encodeURIComponent(id)}`);

export const useRemovePasskey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorKeys.all }),
  });
};
