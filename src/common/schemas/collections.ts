import { z } from 'zod';
import { settlementStates } from './settlements.ts';

export const ZPickupSlotSchema = z
  .object({
    id: z.number().int(),
    auctionId: z.number().int(),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    capacity: z.number().int(),
    booked: z.number().int(),
  })
  .meta({ id: 'PickupSlot' });
export type TPickupSlot = z.infer<typeof ZPickupSlotSchema>;

export const ZAdminPickupSlotSchema = ZPickupSlotSchema.extend({
  buyers: z.array(z.object({ settlementId: z.number().int(), name: z.string(), reference: z.string() })),
});
export type TAdminPickupSlot = z.infer<typeof ZAdminPickupSlotSchema>;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Escribe la hora como HH:MM.');

/** A series of slots: every day of a range, within a daily window, cut into equal slots (Madrid time). */
export const ZCreatePickupSlotsRequestSchema = z
  .object({
    fromDate: z.iso.date({ error: 'Escribe el primer día (AAAA-MM-DD).' }),
    toDate: z.iso.date({ error: 'Escribe el último día (AAAA-MM-DD).' }),
    dayStart: time,
    dayEnd: time,
    minutes: z
      .number()
      .int()
      .min(5, 'Cada turno dura al menos 5 minutos.')
      .max(480, 'Un turno dura como mucho 8 horas.'),
    capacity: z
      .number()
      .int()
      .min(1, 'Cabe al menos un comprador por turno.')
      .max(100, 'Como mucho 100 compradores por turno.'),
  })
  .refine((input) => input.toDate >= input.fromDate, {
    path: ['toDate'],
    message: 'El último día no puede ser anterior al primero.',
  })
  .refine((input) => input.dayEnd > input.dayStart, {
    path: ['dayEnd'],
    message: 'La hora de fin debe ser posterior a la de inicio.',
  });
export type TCreatePickupSlotsRequest = z.input<typeof ZCreatePickupSlotsRequestSchema>;

export const ZAdminPickupSlotsResponseSchema = z.object({
  data: z.object({ slots: z.array(ZAdminPickupSlotSchema) }),
});
export type TAdminPickupSlotsResponse = z.infer<typeof ZAdminPickupSlotsResponseSchema>;

export const ZCreatePickupSlotsResponseSchema = z.object({
  data: z.object({ created: z.number().int().describe('How many slots were opened') }),
});
export type TCreatePickupSlotsResponse = z.infer<typeof ZCreatePickupSlotsResponseSchema>;

export const ZPickupOptionsResponseSchema = z.object({
  data: z.object({ slots: z.array(ZPickupSlotSchema), bookedSlotId: z.number().int().nullable() }),
});
export type TPickupOptionsResponse = z.infer<typeof ZPickupOptionsResponseSchema>;

export const ZBookPickupRequestSchema = z.object({
  slotId: z.number({ error: 'Elige un turno.' }).int().positive(),
});

/** What the warehouse sees after typing or scanning a release note's code. */
export const ZCollectionSchema = z
  .object({
    code: z.string(),
    settlementId: z.number().int(),
    auctionTitle: z.string(),
    buyerName: z.string(),
    buyerNif: z.string().nullable(),
    state: z.enum(settlementStates),
    isPaid: z.boolean(),
    slot: z
      .object({ startsAt: z.iso.datetime({ offset: true }), endsAt: z.iso.datetime({ offset: true }) })
      .nullable(),
    lines: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        description: z.string(),
        collectedOn: z.iso.datetime({ offset: true }).nullable(),
      }),
    ),
  })
  .meta({ id: 'Collection' });
export type TCollection = z.infer<typeof ZCollectionSchema>;

export const ZCollectionResponseSchema = z.object({ data: z.object({ collection: ZCollectionSchema }) });
export type TCollectionResponse = z.infer<typeof ZCollectionResponseSchema>;
