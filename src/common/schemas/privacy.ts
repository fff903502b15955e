import { z } from 'zod';
import { consentPurposes, consentSources } from '../consents.ts';
import { apiText } from '../i18n/api/index.ts';

/**
 * A bidder's privacy rights in "Mi cuenta" (docs/privacy.md): a copy of their data, the erasure of their
 * account, and the record of their consents.
 */

/** The word typed to confirm an erasure, so it cannot happen by a slip of the mouse. */
export const erasureConfirmationWord = 'ELIMINAR';

const t = apiText.privacy;

/** `POST /api/frontend/auth/user/erasure` */
export const ZEraseAccountRequestSchema = z.object({
  currentPassword: z
    .string({ error: () => apiText.auth.currentPasswordMissing })
    .min(1, { error: () => apiText.auth.currentPasswordMissing })
    .max(200, { error: () => t.passwordTooLong }),
  confirmation: z
    .string({ error: () => t.confirmationMissing(erasureConfirmationWord) })
    .trim()
    .refine((word) => word.toUpperCase() === erasureConfirmationWord, {
      error: () => t.confirmationMissing(erasureConfirmationWord),
    }),
});
export type TEraseAccountRequest = z.input<typeof ZEraseAccountRequestSchema>;

export const ZConsentSchema = z
  .object({
    id: z.number().int(),
    purpose: z.enum(consentPurposes),
    isGiven: z.boolean().describe('Given (true) or withdrawn (false)'),
    wording: z.string().describe('The words shown beside the box, exactly'),
    source: z.enum(consentSources),
    createdOn: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Consent' });
export type TConsent = z.infer<typeof ZConsentSchema>;

/** `GET /api/frontend/auth/user/consents` */
export const ZConsentsResponseSchema = z.object({ data: z.object({ consents: z.array(ZConsentSchema) }) });
export type TConsentsResponse = z.infer<typeof ZConsentsResponseSchema>;

/** `GET /api/frontend/auth/user/data-export`: a ZIP, declared with `produces: ['application/zip']`. */
export const ZZipFileSchema = z.string().describe('ZIP archive (binary): datos.json and one CSV per section');

export const ZEraseAccountResponseSchema = z.object({
  data: z.object({ result: z.literal('erased'), message: z.string() }),
});
export type TEraseAccountResponse = z.infer<typeof ZEraseAccountResponseSchema>;
