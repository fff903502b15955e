import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { TWebAuthnOptionsResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';

/** What the browser needs to create a new passkey for this site and account. */
export const getPasskeyRegistration = () =>
  api
    .post<TWebAuthnOptionsResponse>('/frontend/auth/second-factor/passkeys/options')
    .then((r) => r.data.options as unknown as PublicKeyCredentialCreationOptionsJSON);
