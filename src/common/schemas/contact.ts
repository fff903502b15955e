import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';
import { ZEmailSchema } from './auth.ts';

const t = apiText.contact;

export const ZContactRequestSchema = z.object({
  message: z.object({
    name: z
      .string({ error: () => t.nameMissing })
      .trim()
      .min(2, { error: () => t.nameMissing })
      .max(100),
    email: ZEmailSchema,
    phone: z
      .string()
      .trim()
      .max(30)
      .nullish()
      .transform((value) => value || null),
    subject: z
      .string({ error: () => t.subjectMissing })
      .trim()
      .min(3, { error: () => t.subjectMissing })
      .max(150),
    body: z
      .string({ error: () => t.bodyMissing })
      .trim()
      .min(10, { error: () => t.bodyTooShort })
      .max(5000),
  }),
});
export type TContactRequest = z.input<typeof ZContactRequestSchema>;
export type TContactMessage = z.infer<typeof ZContactRequestSchema>['message'];

export const ZContactResponseSchema = z.object({
  data: z.object({ message: z.string().describe("In the request's language, for the sender") }),
});
export type TContactResponse = z.infer<typeof ZContactResponseSchema>;
