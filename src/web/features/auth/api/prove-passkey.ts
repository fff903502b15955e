import { startAuthentication } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import type { TCurrentUserResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';
import { getPasskeyChallenge } from './get-passkey-challenge.ts';

/** The browser asks the passkey to sign the server's challenge; the server checks the signature. */
export const provePasskey = async () => {
  const optionsJSON = await getPasskeyChallenge();
  const credential = await startAuthentication({ optionsJSON });
  return api
    .post<TCurrentUserResponse>('/frontend/auth/second-factor/passkey', { credential })
    .then((r) => r.data.user);
};

export const useProvePasskey = () => useMutation({ mutationFn: provePasskey });
