import { useMutation } from '@tanstack/react-query';
import type { TChangeEmailRequest, TResultResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';

export const useChangeEmail = () =>
  useMutation({
    mutationFn: (body: TChangeEmailRequest) => api.put<TResultResponse>('/frontend/auth/user/email', body),
  });
