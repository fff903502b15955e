import { useMutation } from '@tanstack/react-query';
import type { TResendActivationRequest, TResultResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';

/** `returnTo`: the page the new activation link brings the visitor back to, as the first link did. */
export const useResendActivation = () =>
  useMutation({
    mutationFn: (request: TResendActivationRequest) =>
      api.post<TResultResponse>('/frontend/auth/activation/resend', request),
  });
