import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';

export const ZVatCheckSchema = z
  .object({
    countryCode: z.string(),
    vatNumber: z.string(),
    /** null when it could not be decided (VIES unreachable and no local checksum for that country). */
    valid: z.boolean().nullable(),
    checkedWith: z.enum(['checksum', 'vies']),
    name: z.string().nullable(),
    address: z.string().nullable(),
    /** VIES's consultation number (requestIdentifier), given when the house asked as requester. */
    consultationNumber: z.string().nullable(),
    /** When VIES answered (its requestDate), ISO 8601; null when VIES was not asked or did not answer. */
    checkedOn: z.string().nullable(),
    message: z.string(),
  })
  .meta({ id: 'VatCheck' });
export type TVatCheck = z.infer<typeof ZVatCheckSchema>;

export const ZVatCheckResponseSchema = z.object({ data: z.object({ vat: ZVatCheckSchema }) });
export type TVatCheckResponse = z.infer<typeof ZVatCheckResponseSchema>;

export const ZVatParamsSchema = z.object({
  a: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: () => apiText.vat.countryFormat }),
  b: z
    .string()
    .trim()
    .min(2)
    .max(20)
    .regex(/^[0-9A-Za-z+*.\s-]+$/, { error: () => apiText.vat.numberCharacters }),
});
