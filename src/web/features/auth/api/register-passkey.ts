import { startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFactorAddedResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';
import { getPasskeyRegistration } from './get-passkey-registration.ts';
import { secondFactorKeys } from './second-factor-keys.ts';

/** The browser creates the passkey (the device asks its owner), and the server keeps its public key. */
export const registerPasskey = async (name: string) => {
  const optionsJSON = await getPasskeyRegistration();
  const credential = await startRegistration({ optionsJSON });
  return api
    .post<TFactorAddedResponse>('/frontend/auth/second-factor/passkeys', { credential, name })
    .then((r) => r.data);
};

export const useRegisterPasskey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorKeys.all }),
  });
};
