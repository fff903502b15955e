import { useMutation } from '@tanstack/react-query';
import type { TResultResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';

export const useRecoverPassword = () =>
  useMutation({
    mutationFn: (passwordRecovery: { key: string; password: string; passwordConfirmation: string }) =>
      api.post<TResultResponse>('/frontend/auth/password-recovery/', { passwordRecovery }),
  });
