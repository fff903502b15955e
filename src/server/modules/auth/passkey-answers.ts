import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { passkeyRefused } from './passkeys.service.ts';

/**
 * The browser's answers as @simplewebauthn/server reads them. The request schemas (src/common) check only
 * what every answer has; these check the rest, so the library gets its own types, not a cast.
 */
const ZAnswerSchema = z.object({
  id: z.string(),
  rawId: z.string(),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
  clientExtensionResults: z.object({
    appid: z.boolean().optional(),
    credProps: z.object({ rk: z.boolean().optional() }).optional(),
    hmacCreateSecret: z.boolean().optional(),
  }),
});

const ZAssertionSchema = ZAnswerSchema.extend({
  response: z.object({
    clientDataJSON: z.string(),
    authenticatorData: z.string(),
    signature: z.string(),
    userHandle: z.string().optional(),
  }),
}) satisfies z.ZodType<AuthenticationResponseJSON>;

const ZAttestationSchema = ZAnswerSchema.extend({
  response: z.object({
    clientDataJSON: z.string(),
    attestationObject: z.string(),
    authenticatorData: z.string().optional(),
    transports: z.array(z.string()).optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: z.string().optional(),
  }),
}) satisfies z.ZodType<RegistrationResponseJSON>;

const read =
  <T>(schema: z.ZodType<T>) =>
  (credential: unknown): T => {
    const parsed = schema.safeParse(credential);
    if (!parsed.success) throw passkeyRefused();
    return parsed.data;
  };

/** A passkey's answer to a sign-in challenge. */
export const readAssertion = read(ZAssertionSchema);
/** A new passkey's answer to a registration challenge. */
export const readAttestation = read(ZAttestationSchema);
