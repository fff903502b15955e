import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { TWebAuthnOptionsResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';

/** A challenge for the account's passkeys to sign. */
export const getPasskeyChallenge = () =>
  api
    .post<TWebAuthnOptionsResponse>('/frontend/auth/second-factor/passkey/options')
    .then((r) => r.data.options as unknown as PublicKeyCredentialRequestOptionsJSON);
