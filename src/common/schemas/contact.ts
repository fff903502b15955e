import { z } from 'zod';
import { ZEmailSchema } from './auth.ts';

export const ZContactRequestSchema = z.object({
  message: z.object({
    name: z.string({ error: 'Escribe tu nombre.' }).trim().min(2, 'Escribe tu nombre.').max(100),
    email: ZEmailSchema,
    phone: z
      .string()
      .trim()
      .max(30)
      .nullish()
      .transform((value) => value || null),
    subject: z.string({ error: 'Escribe el asunto.' }).trim().min(3, 'Escribe el asunto.').max(150),
    body: z
      .string({ error: 'Escribe tu mensaje.' })
      .trim()
      .min(10, 'El mensaje debe tener al menos 10 caracteres.')
      .max(5000),
  }),
});
export type TContactRequest = z.input<typeof ZContactRequestSchema>;
export type TContactMessage = z.infer<typeof ZContactRequestSchema>['message'];

export const ZContactResponseSchema = z.object({
  data: z.object({ message: z.string().describe('Spanish, for the sender') }),
});
export type TContactResponse = z.infer<typeof ZContactResponseSchema>;
