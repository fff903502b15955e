import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';
import { settlementStates } from './settlements.ts';

const t = apiText.collections;

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

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => t.timeInvalid });

/** A series of slots: every day of a range, within a daily window, cut into equal slots (Madrid time). */
export const ZCreatePickupSlotsRequestSchema = z
  .object({
    fromDate: z.iso.date({ error: () => t.fromDateMissing }),
    toDate: z.iso.date({ error: () => t.toDateMissing }),
    dayStart: time,
    dayEnd: time,
    minutes: z
      .number()
      .int()
      .min(5, { error: () => t.slotTooShort })
      .max(480, { error: () => t.slotTooLong }),
    capacity: z
      .number()
      .int()
      .min(1, { error: () => t.capacityTooSmall })
      .max(100, { error: () => t.capacityTooLarge }),
  })
  .refine((input) => input.toDate >= input.fromDate, {
    path: ['toDate'],
    error: () => t.toDateBeforeFromDate,
  })
  .refine((input) => input.dayEnd > input.dayStart, {
    path: ['dayEnd'],
    error: () => t.dayEndBeforeStart,
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
  slotId: z
    .number({ error: () => t.slotMissing })
    .int()
    .positive(),
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
