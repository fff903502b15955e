import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFactorAddedResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';
import { secondFactorKeys } from './second-factor-keys.ts';

export const confirmTotp = (code: string) =>
  api.post<TFactorAddedResponse>('/frontend/auth/second-factor/totp/confirm', { code }).then((r) => r.data);

export const useConfirmTotp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorKeys.all }),
  });
};
