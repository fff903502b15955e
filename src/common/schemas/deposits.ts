import { z } from 'zod';
import { ZDbIdSchema } from './api.ts';
import { depositStatuses } from './settlements.ts';

export const ZDepositSchema = z
  .object({
    subscriptionId: z.number().int(),
    auctionId: z.number().int(),
    auctionTitle: z.string(),
    userId: z.number().int(),
    bidderName: z.string(),
    vatId: z.string().nullable(),
    email: z.string(),
    amount: z.number().int(),
    status: z.enum(depositStatuses),
    refundIban: z.string().nullable().describe('Printed in groups of four'),
  })
  .meta({ id: 'Deposit' });
export type TDeposit = z.infer<typeof ZDepositSchema>;

export const ZDepositsResponseSchema = z.object({ data: z.object({ deposits: z.array(ZDepositSchema) }) });
export type TDepositsResponse = z.infer<typeof ZDepositsResponseSchema>;

export const ZDepositsQuerySchema = z.object({
  auctionId: ZDbIdSchema.optional(),
  status: z.enum(depositStatuses).optional(),
});

export const ZRefundDepositRequestSchema = z.object({
  note: z.string().trim().max(500, 'La nota no puede pasar de 500 caracteres.').nullable().default(null),
});

export const ZForfeitDepositRequestSchema = z.object({
  reason: z
    .string({ error: 'Escribe el motivo.' })
    .trim()
    .min(5, 'Escribe el motivo (al menos 5 caracteres).')
    .max(500, 'El motivo no puede pasar de 500 caracteres.'),
});
