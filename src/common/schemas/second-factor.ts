import { z } from 'zod';
import { ZCurrentUserSchema } from './auth.ts';

/**
 * `POST /api/login`: the user when the password is enough (docs/product.md#api-contract, unchanged for bidders without a second
 * factor), or what the second step needs when the account has one or is staff (docs/operations.md).
 */
export const ZSecondFactorChallengeSchema = z
  .object({
    /** Staff without a second factor yet: enrol one before anything else. */
    mustEnrol: z.boolean(),
    totp: z.boolean(),
    passkey: z.boolean(),
  })
  .meta({ id: 'SecondFactorChallenge' });
export type TSecondFactorChallenge = z.infer<typeof ZSecondFactorChallengeSchema>;

export const ZLoginResponseSchema = z.union([
  z.object({ data: z.object({ user: ZCurrentUserSchema }) }),
  z.object({ data: z.object({ secondFactor: ZSecondFactorChallengeSchema }) }),
]);
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;

export const ZSecondFactorCodeRequestSchema = z.object({
  code: z
    .string({ error: 'Escribe el código.' })
    .trim()
    .min(6, 'Escribe el código de 6 cifras o un código de recuperación.')
    .max(20, 'Escribe el código de 6 cifras o un código de recuperación.'),
});
export type TSecondFactorCodeRequest = z.input<typeof ZSecondFactorCodeRequestSchema>;

/** WebAuthn options and answers travel as the JSON the browser library makes of them. */
export const ZWebAuthnOptionsResponseSchema = z.object({
  data: z.object({ options: z.looseObject({ challenge: z.string() }) }),
});
export type TWebAuthnOptionsResponse = z.infer<typeof ZWebAuthnOptionsResponseSchema>;

const ZWebAuthnCredentialSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string() }),
});

export const ZPasskeyAssertionRequestSchema = z.object({ credential: ZWebAuthnCredentialSchema });

export const ZPasskeyRegistrationRequestSchema = z.object({
  credential: ZWebAuthnCredentialSchema,
  name: z
    .string({ error: 'Pon un nombre a la llave.' })
    .trim()
    .min(1, 'Pon un nombre a la llave.')
    .max(60, 'El nombre de la llave no puede pasar de 60 caracteres.'),
});

export const ZTotpEnrolmentResponseSchema = z.object({
  data: z.object({
    /** Base32, for typing into an app that cannot scan. */
    secret: z.string(),
    /** The otpauth:// address the QR code carries. */
    uri: z.string(),
  }),
});
export type TTotpEnrolmentResponse = z.infer<typeof ZTotpEnrolmentResponseSchema>;

/** After a factor is added: the user, and the recovery codes when this was the first factor (shown once). */
export const ZFactorAddedResponseSchema = z.object({
  data: z.object({ user: ZCurrentUserSchema, recoveryCodes: z.array(z.string()).optional() }),
});
export type TFactorAddedResponse = z.infer<typeof ZFactorAddedResponseSchema>;

export const ZRecoveryCodesResponseSchema = z.object({
  data: z.object({ recoveryCodes: z.array(z.string()) }),
});
export type TRecoveryCodesResponse = z.infer<typeof ZRecoveryCodesResponseSchema>;

export const ZSecondFactorStatusSchema = z
  .object({
    /** Staff: at least one factor must remain. */
    required: z.boolean(),
    totp: z.boolean(),
    passkeys: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        createdAt: z.iso.datetime(),
        lastUsedAt: z.iso.datetime().nullable(),
      }),
    ),
    recoveryCodesLeft: z.number().int(),
  })
  .meta({ id: 'SecondFactorStatus' });
export type TSecondFactorStatus = z.infer<typeof ZSecondFactorStatusSchema>;
export const ZSecondFactorStatusResponseSchema = z.object({
  data: z.object({ secondFactor: ZSecondFactorStatusSchema }),
});
export type TSecondFactorStatusResponse = z.infer<typeof ZSecondFactorStatusResponseSchema>;
