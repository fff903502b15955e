import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest, TResultResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: TChangePasswordRequest) =>
      api.put<TResultResponse>('/frontend/auth/user/password', body),
  });
