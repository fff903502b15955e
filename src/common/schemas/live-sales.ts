import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';
import { ZEmailSchema, ZProfileSchema } from './auth.ts';
import { ZImageSchema } from './media.ts';

const t = apiText.liveSales;

/** A live sale (docs/live-sales.md): waiting for its start, running lot by lot, or finished. */
export const liveSaleStatuses = ['waiting', 'running', 'finished'] as const;

/** What the auctioneer's console can do; each is one transaction, one live event and one log entry. */
export const liveSaleActionKinds = [
  'start',
  'floor-bid',
  'warning',
  'increment',
  'knock-down',
  'pass',
  'withdraw',
] as const;
export type TLiveSaleActionKind = (typeof liveSaleActionKinds)[number];

/** A lot as a live sale shows it: the one being called, or one of the next. */
export const ZLiveSaleLotSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  title: z.string(),
  price: z.number().int().describe('Starting price in cents'),
  pictures: z.array(ZImageSchema),
});

/** The sale's public state, the same for every viewer: sent whole in each `live-sale` event. */
export const ZLiveSaleStateSchema = z.object({
  auctionId: z.number().int(),
  status: z.enum(liveSaleStatuses),
  version: z.number().int(),
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  warning: z.number().int().min(0).max(2),
  lot: ZLiveSaleLotSchema.nullable(),
  /** The current lot's top bid and its leader's number on the lot ("Pujador 3"); whether it came from the room. */
  maxBid: z.number().int().nullable(),
  leaderNumber: z.number().int().nullable(),
  leaderInRoom: z.boolean(),
  bidsCount: z.number().int(),
  increment: z.number().int().describe('The increment of this call in cents'),
  askingPrice: z.number().int().describe('What the next bid must be, in cents'),
  /** The last online bid on the current lot, server time: the console warns before a knock-down within 1 s. */
  lastOnlineBidAt: z.iso.datetime({ offset: true }).nullable(),
  nextLots: z.array(ZLiveSaleLotSchema),
  /** The auction's terms, so "Pujar X €" shows the all-in total. */
  commissionPercent: z.number(),
  goodsVatPercent: z.number().nullable(),
  premiumVatPercent: z.number(),
});
export type TLiveSaleState = z.infer<typeof ZLiveSaleStateSchema>;

/** The bidder's own place in the current lot, beside the public state. */
export const ZLiveSaleMeSchema = z.object({
  myNumber: z.number().int().nullable().describe('My number on the current lot, once I have bid on it'),
  mayBid: z.boolean().describe('Signed in with an accepted subscription'),
});

export const ZLiveSaleResponseSchema = z.object({
  data: ZLiveSaleStateSchema.extend({ me: ZLiveSaleMeSchema.nullable() }),
  metadata: z.object({ liveEventId: z.number().int() }),
});
export type TLiveSaleResponse = z.infer<typeof ZLiveSaleResponseSchema>;

export const ZLiveSaleBidRequestSchema = z.object({
  lotId: z.number().int().positive(),
  amount: z.number().int().positive().describe('The asking price shown, in cents'),
});

/** The console's view: the public state and what only staff see. */
export const ZLiveSaleConsoleSchema = z.object({
  sale: ZLiveSaleStateSchema,
  absentee: z
    .array(z.object({ bidderNumber: z.number().int(), name: z.string(), maxAmount: z.number().int() }))
    .describe('The current lot’s absentee maximums placed before it was called, highest first'),
  bids: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number().int(),
      bidderNumber: z.number().int(),
      paddle: z.number().int().nullable(),
      isAuto: z.boolean(),
      createdOn: z.iso.datetime({ offset: true }),
    }),
  ),
  log: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(liveSaleActionKinds),
      lotId: z.number().int().nullable(),
      paddle: z.number().int().nullable(),
      amount: z.number().int().nullable(),
      createdOn: z.iso.datetime({ offset: true }),
    }),
  ),
  paddles: z.array(
    z.object({
      number: z.number().int(),
      name: z.string(),
      inRoom: z.boolean().describe('A room bidder the clerk registered, not an online account'),
    }),
  ),
  serverTime: z.iso.datetime({ offset: true }),
});
export type TLiveSaleConsole = z.infer<typeof ZLiveSaleConsoleSchema>;
export const ZLiveSaleConsoleResponseSchema = z.object({ data: ZLiveSaleConsoleSchema });
export type TLiveSaleConsoleResponse = z.infer<typeof ZLiveSaleConsoleResponseSchema>;

export const ZFloorBidRequestSchema = z.object({
  paddle: z
    .number({ error: () => t.paddleMissing })
    .int()
    .positive({ error: () => t.paddleNotPositive }),
});
/**
 * A room bidder registered by the clerk (docs/live-sales.md, "Room bidders"): the data an invoice needs,
 * checked as a sign-up's, an e-mail if they have one, and the paddle they hold (the next free one if none).
 */
export const ZRoomPaddleRequestSchema = ZProfileSchema.and(
  z.object({
    email: ZEmailSchema.nullish().describe('Their e-mail; an account with it gets the paddle instead'),
    paddle: z
      .number({ error: () => t.paddleMissing })
      .int({ error: () => t.paddleNotWhole })
      .positive({ error: () => t.paddleNotPositive })
      .nullish()
      .describe('The paddle handed to them; null for the next free number'),
  }),
);
export type TRoomPaddleRequest = z.infer<typeof ZRoomPaddleRequestSchema>;
export type TRoomPaddleRequestInput = z.input<typeof ZRoomPaddleRequestSchema>;

export const ZIncrementRequestSchema = z.object({
  increment: z
    .number({ error: () => t.incrementMissing })
    .int()
    .positive({ error: () => t.incrementNotPositive })
    .nullable(),
});
export const ZKnockDownRequestSchema = z.object({
  confirmed: z.boolean().optional().describe('Knock down even though an online bid arrived under 1 s ago'),
});

/** Offering a finished sale's passed lots by the clock: until when. */
export const ZAfterSaleRequestSchema = z.object({
  endDate: z.iso.datetime({ offset: true, error: () => t.endDateInvalid }),
});
export const ZAfterSaleResponseSchema = z.object({
  data: z.object({ lotIds: z.array(z.number().int()).describe('The lots offered again') }),
});
export type TAfterSaleResponse = z.infer<typeof ZAfterSaleResponseSchema>;
