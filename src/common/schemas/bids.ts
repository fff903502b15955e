import { z } from 'zod';

export const ZPlaceBidRequestSchema = z.object({
  bid: z
    .object({
      amount: z
        .number({ error: 'Escribe el importe de la puja.' })
        .int('El importe va en céntimos, sin decimales.')
        .positive('El importe debe ser mayor que cero.'),
      maxAmount: z
        .number()
        .int('El importe va en céntimos, sin decimales.')
        .positive()
        .nullish()
        .transform((value) => value ?? null)
        .describe('Hidden maximum for proxy bidding, in cents'),
    })
    .refine((bid) => bid.maxAmount === null || bid.maxAmount >= bid.amount, {
      path: ['maxAmount'],
      message: 'La puja máxima no puede ser menor que la puja.',
    }),
});
export type TPlaceBidRequest = z.input<typeof ZPlaceBidRequestSchema>;

export const ZPlaceBidResponseSchema = z.object({
  data: z.object({
    result: z.enum(['leading', 'outbid', 'max-raised', 'offer']),
    message: z.string(),
    lot: z.object({
      id: z.number().int(),
      maxBid: z.number().int().nullable(),
      minimumBid: z.number().int(),
      bidsCount: z.number().int(),
      endDate: z.iso.datetime({ offset: true }),
      leads: z.boolean(),
      /** The caller's own hidden maximum while they lead; null otherwise. */
      myMaximum: z.number().int().nullable(),
    }),
  }),
});
export type TPlaceBidResponse = z.infer<typeof ZPlaceBidResponseSchema>;

/** What live clients receive for each accepted bid (ids only, no names: DESIGN §5–6). */
export const ZLiveBidEventSchema = z.object({
  lotId: z.number().int(),
  amount: z.number().int(),
  bidder: z.string(),
  leaderId: z.number().int(),
  bidsCount: z.number().int(),
  minimumBid: z.number().int(),
  endDate: z.iso.datetime({ offset: true }),
});
export type TLiveBidEvent = z.infer<typeof ZLiveBidEventSchema>;

export const ZLiveLotClosedEventSchema = z.object({
  lotId: z.number().int(),
  sold: z.boolean(),
  maxBid: z.number().int().nullable(),
});
export type TLiveLotClosedEvent = z.infer<typeof ZLiveLotClosedEventSchema>;
