import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';
import { ZCentsSchema } from './api.ts';
import { ZLiveSaleStateSchema } from './live-sales.ts';
import { ZLotLiveFieldSchema } from './lots.ts';
import { ZAdminUserBriefSchema } from './users.ts';

const t = apiText.bids;

export const ZPlaceBidRequestSchema = z.object({
  bid: z
    .object({
      amount: ZCentsSchema.positive({ error: () => t.amountNotPositive }),
      maxAmount: ZCentsSchema.positive({ error: () => t.maxAmountNotPositive })
        .nullish()
        .transform((value) => value ?? null)
        .describe('Hidden maximum for proxy bidding, in cents'),
    })
    .extend({
      upToAmount: ZCentsSchema.positive({ error: () => t.upToAmountNotPositive })
        .nullish()
        .transform((value) => value ?? null)
        .describe(
          'Bid "the next minimum, up to this": if others bid first, the server places the minimum current under the lot’s lock, never above this',
        ),
    })
    .refine((bid) => bid.maxAmount === null || bid.maxAmount >= bid.amount, {
      path: ['maxAmount'],
      error: () => t.maxAmountBelowAmount,
    })
    .refine((bid) => bid.upToAmount === null || bid.upToAmount >= bid.amount, {
      path: ['upToAmount'],
      error: () => t.upToAmountBelowAmount,
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

/** What live clients receive for each accepted bid (ids only, no names: docs/product.md#live-updates). */
export const ZLiveBidEventSchema = z.object({
  lotId: z.number().int(),
  amount: z.number().int(),
  bidder: z.string().describe('The leader’s pseudonym after this bid ("Pujador 3")'),
  bidsCount: z.number().int(),
  minimumBid: z.number().int(),
  endDate: z.iso.datetime({ offset: true }),
});
export type TLiveBidEvent = z.infer<typeof ZLiveBidEventSchema>;

/** A lot's state changed other than by a bid (an admin deleted a bid): the whole state, to replace. */
export const ZLiveLotUpdatedEventSchema = z.object({
  lotId: z.number().int(),
  maxBid: z.number().int().nullable(),
  leader: z.string().nullable().describe('The leader’s pseudonym now, if any'),
  bidsCount: z.number().int(),
  minimumBid: z.number().int(),
  endDate: z.iso.datetime({ offset: true }),
});
export type TLiveLotUpdatedEvent = z.infer<typeof ZLiveLotUpdatedEventSchema>;

export const ZLiveLotClosedEventSchema = z.object({
  lotId: z.number().int(),
  sold: z.boolean(),
  maxBid: z.number().int().nullable(),
});
export type TLiveLotClosedEvent = z.infer<typeof ZLiveLotClosedEventSchema>;

/**
 * A lot closed at a live sale's hammer (or passed, or withdrawn) open again: the console's undo
 * (docs/live-sales.md). The reverse of `lot-closed`, with the lot's whole state to replace.
 */
export const ZLiveLotReopenedEventSchema = ZLiveLotUpdatedEventSchema;
export type TLiveLotReopenedEvent = z.infer<typeof ZLiveLotReopenedEventSchema>;

/** An admin closed the whole auction. */
export const ZLiveAuctionClosedEventSchema = z.object({ auctionId: z.number().int() });

/**
 * Each live event's payload by its SSE event name: checked where it is written (server/live/notify.ts)
 * and parsed where it is read (web/features/bidding/live.ts), so both ends agree on one shape.
 */
export const liveEventSchemas = {
  bid: ZLiveBidEventSchema,
  'lot-updated': ZLiveLotUpdatedEventSchema,
  'lot-closed': ZLiveLotClosedEventSchema,
  'lot-reopened': ZLiveLotReopenedEventSchema,
  'auction-closed': ZLiveAuctionClosedEventSchema,
  'live-sale': ZLiveSaleStateSchema,
} as const;
export type TLiveEventType = keyof typeof liveEventSchemas;

/** One of the caller's own bids (the user id is theirs, so it may be shown: docs/product.md#pseudonyms). */
export const ZMyBidSchema = z.object({
  id: z.number().int(),
  lotId: z.number().int(),
  userId: z.number().int(),
  amount: z.number().int(),
  createdOn: z.iso.datetime({ offset: true }),
});

export const ZMyLotSchema = z.object({
  id: z.number().int(),
  auctionId: z.number().int(),
  auctionTitle: z.string(),
  /** The auction's terms, so a re-bid from the list can show its all-in total before it is confirmed. */
  commissionPercent: z.number(),
  goodsVatPercent: z.number().nullable(),
  caution: z.number().int().nullable().describe('The auction’s deposit in cents, for the bid confirmation'),
  title: z.string(),
  order: z.number().int(),
  price: z.number().int(),
  maxBid: z.number().int().nullable(),
  minimumBid: z.number().int(),
  bidsCount: z.number().int(),
  endDate: z.iso.datetime({ offset: true }),
  status: z.enum(['open', 'closed']),
  leads: z.boolean(),
  myBidder: z
    .string()
    .nullable()
    .describe('My own pseudonym on this lot, to recognise myself in live events'),
  myMaximum: z.number().int().nullable(),
  cover: z.string().nullable(),
  live: ZLotLiveFieldSchema,
});
export type TMyLot = z.infer<typeof ZMyLotSchema>;

export const ZCurrentBidsResponseSchema = z.object({
  data: z.object({ bids: z.array(ZMyBidSchema), lots: z.array(ZMyLotSchema) }),
});
export type TCurrentBidsResponse = z.infer<typeof ZCurrentBidsResponseSchema>;

/** The money of a won lot (`lineAmounts` in src/common/settlement-money.ts): hammer, premium, IVA on each. */
export const ZWonLotSchema = ZMyLotSchema.extend({
  hammer: z.number().int(),
  commission: z.number().int(),
  commissionVat: z.number().int(),
  goodsVat: z.number().int().describe('IVA on the hammer price (0 when the goods are exempt)'),
  total: z.number().int(),
});
export type TWonLot = z.infer<typeof ZWonLotSchema>;

export const ZWonBidsResponseSchema = z.object({
  data: z.object({
    bids: z.array(ZMyBidSchema),
    lots: z.array(ZWonLotSchema),
    auctions: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        commissionPercent: z.number(),
        lastPaymentDate: z.iso.datetime({ offset: true }).nullable(),
        lastCollectionDate: z.iso.datetime({ offset: true }).nullable(),
        address: z.string().nullable(),
      }),
    ),
  }),
});
export type TWonBidsResponse = z.infer<typeof ZWonBidsResponseSchema>;

/** A bid as the back office sees it: with its lot and the bidder's real name (admins only). */
export const ZAdminBidSchema = z.object({
  id: z.number().int(),
  lotId: z.number().int(),
  userId: z.number().int(),
  lotTitle: z.string(),
  lotOrder: z.number().int(),
  amount: z.number().int(),
  maxAmount: z.number().int().nullable(),
  isAuto: z.boolean(),
  createdOn: z.iso.datetime({ offset: true }),
  user: ZAdminUserBriefSchema,
  isLotSettled: z
    .boolean()
    .describe('The lot is in a settlement (or invoiced): its bids can no longer be deleted'),
});
export type TAdminBid = z.infer<typeof ZAdminBidSchema>;

export const ZAdminBidsResponseSchema = z.object({
  data: z.object({ bids: z.array(ZAdminBidSchema) }),
  metadata: z.object({
    total: z.number().int(),
    page: z.number().int().optional(),
    limit: z.number().int().optional(),
  }),
});
export type TAdminBidsResponse = z.infer<typeof ZAdminBidsResponseSchema>;

/** `filter` of `GET /api/admin/auctions/{id}/bids`, sent JSON-stringified. */
export const ZAdminBidFilterSchema = z
  .object({ lotId: z.number().int().positive().optional(), userId: z.number().int().positive().optional() })
  .strict();
export type TAdminBidFilter = z.infer<typeof ZAdminBidFilterSchema>;

/** `order` of the same list: the columns a clerk sorts bids by (a whitelist: nothing else reaches SQL). */
export const adminBidOrderFields = ['createdOn', 'amount', 'lotOrder'] as const;
export const ZAdminBidOrderSchema = z
  .object({ field: z.enum(adminBidOrderFields), direction: z.enum(['asc', 'desc']).default('desc') })
  .strict();
export type TAdminBidOrder = z.infer<typeof ZAdminBidOrderSchema>;

/** `DELETE /api/admin/bids/{id}`: the lot as its remaining bids leave it. */
export const ZDeletedBidResponseSchema = z.object({
  data: z.object({
    lot: z.object({
      id: z.number().int(),
      maxBid: z.number().int().nullable(),
      maxBidderId: z.number().int().nullable(),
      bidsCount: z.number().int(),
    }),
  }),
});
export type TDeletedBidResponse = z.infer<typeof ZDeletedBidResponseSchema>;

/** `GET /api/admin/stats/bids`: bids per Madrid calendar day, oldest first, days without bids included. */
export const ZBidsPerDayResponseSchema = z.object({
  data: z.object({
    days: z.array(z.object({ day: z.string().describe('YYYY-MM-DD, Madrid time'), bids: z.number().int() })),
  }),
});
export type TBidsPerDayResponse = z.infer<typeof ZBidsPerDayResponseSchema>;

/** `GET /api/admin/auctions/last-bidded`: auctions with the most recent bids first, for the dashboard. */
export const ZLastBiddedAuctionsResponseSchema = z.object({
  data: z.object({
    auctions: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        status: z.enum(['open', 'closed']),
        lastBidOn: z.iso.datetime({ offset: true }).nullable(),
        bidsCount: z.number().int(),
      }),
    ),
  }),
});
export type TLastBiddedAuctionsResponse = z.infer<typeof ZLastBiddedAuctionsResponseSchema>;

/** A bid's signed receipt (src/common/bid-receipt.ts, docs/bid-receipts.md). */
export const ZBidReceiptSchema = z
  .object({
    format: z.literal('lonja-bid-receipt/1'),
    site: z.string(),
    auctionId: z.number().int(),
    lotId: z.number().int(),
    lotTitle: z.string(),
    bidId: z.number().int(),
    amount: z.number().int().describe('Cents'),
    maximum: z.number().int().nullable().describe('The hidden maximum committed with the bid, in cents'),
    bidder: z.string().describe('The bidder’s public name on the lot ("Pujador 3")'),
    isAuto: z.boolean(),
    serverTime: z.string().describe('UTC with milliseconds'),
    canonical: z.string().describe('The link’s input, as the database writes it'),
    previousHash: z.string(),
    chainHash: z.string().describe('SHA-256 hex of previousHash, a newline and canonical'),
    keyId: z.string(),
    signature: z.string().describe('Ed25519 over the other fields as sorted JSON, base64url'),
  })
  .meta({ id: 'BidReceipt' });

/** The public key receipts are signed with, at /.well-known/lonja-bid-receipt-key. */
export const ZBidReceiptKeySchema = z
  .object({
    keyId: z.string(),
    algorithm: z.literal('Ed25519'),
    jwk: z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string() }),
  })
  .meta({ id: 'BidReceiptKey' });

/** A lot's chain walked from its genesis (admin → lote → comprobar la cadena). */
export const ZBidChainCheckResponseSchema = z.object({
  data: z.object({
    lotId: z.number().int(),
    links: z.number().int(),
    annulled: z.number().int().describe('Bids the house annulled, kept as links'),
    head: z.string().nullable(),
    isIntact: z.boolean(),
    brokenAt: z
      .object({ bidId: z.number().int().nullable(), position: z.number().int(), reason: z.string() })
      .nullable(),
  }),
});
export type TBidChainCheckResponse = z.infer<typeof ZBidChainCheckResponseSchema>;

export const ZPublicBidSchema = z
  .object({
    id: z.number().int(),
    amount: z.number().int(),
    bidder: z.string().describe('Pseudonym per lot ("Pujador 3"), or "Tú" for the caller'),
    isAuto: z.boolean(),
    winsTie: z.boolean().describe('Equal to the bid below it: an earlier maximum wins the tie'),
    isMine: z.boolean(),
    createdOn: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PublicBid' });
export type TPublicBid = z.infer<typeof ZPublicBidSchema>;

export const ZLotBidsResponseSchema = z.object({
  data: z.object({ bids: z.array(ZPublicBidSchema) }),
  metadata: z.object({ total: z.number().int() }),
});
export type TLotBidsResponse = z.infer<typeof ZLotBidsResponseSchema>;
