import { useMutation } from '@tanstack/react-query';
import type { TTotpEnrolmentResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';

/** A new secret for the authenticator app, to scan or type. */
export const startTotp = () =>
  api.post<TTotpEnrolmentResponse>('/frontend/auth/second-factor/totp').then((r) => r.data);

export const useStartTotp = () => useMutation({ mutationFn: startTotp });
