import { useMutation } from '@tanstack/react-query';
import type { TCurrentUserResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';

/** An authenticator code or a recovery code, at login or for step-up. */
export const proveSecondFactorCode = (code: string) =>
  api.post<TCurrentUserResponse>('/frontend/auth/second-factor/code', { code }).then((r) => r.data.user);

export const useProveSecondFactorCode = () => useMutation({ mutationFn: proveSecondFactorCode });
