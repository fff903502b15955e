import { useMutation } from '@tanstack/react-query';
import type { TResultResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (email: string) =>
      api.get<TResultResponse>(`/frontend/auth/forgot-password/${encodeURIComponent(email)}`),
  });
