import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { secondFactorKeys } from './second-factor-keys.ts';

export const removeTotp = () => api.delete<void>('/frontend/auth/second-factor/totp');

export const useRemoveTotp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorKeys.all }),
  });
};
