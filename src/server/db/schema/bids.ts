import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { depositStatuses } from '@/common/schemas/settlements.ts';
import { auctions, lots } from './auctions.ts';
import { users } from './users.ts';

export const subscriptionStatuses = ['pending', 'accepted', 'rejected'] as const;

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: subscriptionStatuses }).notNull().default('pending'),
    /** Whether the auction's deposit (`caution`) has been received. */
    paid: boolean('paid').notNull().default(false),
    depositStatus: text('deposit_status', { enum: depositStatuses }).notNull().default('pending'),
    /** Where a refunded deposit goes, asked for at subscription when the auction has a deposit. */
    refundIban: text('refund_iban'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    decidedOn: timestamp('decided_on', { withTimezone: true }),
    /** While owed back: the auction's conditions' deadline (`depositRefundDeadline`), set by the move. */
    refundDueOn: timestamp('refund_due_on', { withTimezone: true }),
    /** Staff were told this deposit's refund is overdue (sent once). */
    refundOverdueAlertedOn: timestamp('refund_overdue_alerted_on', { withTimezone: true }),
    /**
     * The EU VAT number checked in VIES at subscription, with the house as requester (docs/after-the-hammer.md,
     * "VIES and the consultation number"): the number, whether VIES knew it (null: VIES did not answer),
     * when, its consultation number and the name it gave. Null when the buyer gave no EU VAT number.
     */
    viesVatNumber: text('vies_vat_number'),
    viesValid: boolean('vies_valid'),
    viesCheckedOn: timestamp('vies_checked_on', { withTimezone: true }),
    viesConsultation: text('vies_consultation'),
    viesName: text('vies_name'),
  },
  (t) => [
    uniqueIndex('subscriptions_auction_user_key').on(t.auctionId, t.userId),
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_status_idx').on(t.status, t.createdOn),
    index('subscriptions_created_idx').on(t.createdOn, t.id),
  ],
);

export const bids = pgTable(
  'bids',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Amount in cents. */
    amount: integer('amount').notNull(),
    /** Hidden maximum in cents for proxy bidding; the system bids for the user up to it. */
    maxAmount: integer('max_amount'),
    /** Placed by the proxy on the user's behalf rather than by the user. */
    isAuto: boolean('is_auto').notNull().default(false),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    /**
     * SHA-256 (hex) of the lot's previous link and this bid's canonical form, set by the database as the row
     * is written (`chain_bid`, drizzle/; docs/bid-receipts.md): altering, reordering or deleting a bid breaks
     * every link after it. The default is never stored: the trigger replaces it.
     */
    chainHash: text('chain_hash').notNull().default(''),
    /**
     * The bidder's request this row answers: the id of the manual row place_bid wrote with it (a proxy's
     * answers share it). A lot is replayed request by request when a bid is annulled. Null: its own id.
     */
    requestId: bigint('request_id', { mode: 'number' }),
    /** A floor bid: taken in the room by the auctioneer for this paddle (docs/live-sales.md). Null: online. */
    paddle: integer('paddle'),
  },
  (t) => [
    index('bids_lot_amount_idx').on(t.lotId, t.amount, t.id),
    index('bids_user_idx').on(t.userId, t.createdOn),
    index('bids_created_on_idx').on(t.createdOn),
  ],
);

/**
 * A bid the house annulled (admin → Pujas → eliminar), kept as its link of the lot's chain with who, when
 * and why: the chain still verifies, and the annulment is on the record rather than a silent gap
 * (docs/bid-receipts.md).
 */
export const bidAnnulments = pgTable(
  'bid_annulments',
  {
    /** The annulled bid's own id: its place in the lot's chain. */
    bidId: bigint('bid_id', { mode: 'number' }).primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    /** The bid's canonical form and link as they were (`bid_canonical`). */
    canonical: text('canonical').notNull(),
    chainHash: text('chain_hash').notNull(),
    /** The request the bid answered (bids.request_id, or its own id). */
    requestId: bigint('request_id', { mode: 'number' }),
    /** Null when the bid went with the replay that followed another annulment (the reason says which). */
    annulledBy: integer('annulled_by'),
    annulledOn: timestamp('annulled_on', { withTimezone: true }).notNull().defaultNow(),
    reason: text('reason').notNull(),
  },
  (t) => [index('bid_annulments_lot_idx').on(t.lotId, t.bidId)],
);

/**
 * A leader raising their own hidden maximum: no bid row, but a request a replay must see in its place. Its
 * id comes from the bids' sequence, so it sorts among the requests in the order they were made.
 */
export const proxyRaises = pgTable(
  'proxy_raises',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().default(sql`nextval('bids_id_seq')`),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    maxAmount: integer('max_amount').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    annulledOn: timestamp('annulled_on', { withTimezone: true }),
  },
  (t) => [index('proxy_raises_lot_idx').on(t.lotId, t.id)],
);

export const auctionEventTypes = [
  'bid',
  'lot-closed',
  'lot-reopened',
  'lot-updated',
  'auction-closed',
  'live-sale',
] as const;

/**
 * What live clients are told, in order. The row id is the SSE event id: a client that reconnects with
 * `Last-Event-ID` gets every later row of its auction, so it misses nothing (docs/product.md#live-updates).
 *
 * The id is the event's place in commit order without any lock shared between lots: the writing
 * transaction's id × 65,536 + the event's ordinal within it (`live_event_position()`, drizzle/0013). Ids
 * below the oldest transaction still running are final, and the hub delivers only those (live-hub.ts).
 */
export const auctionEvents = pgTable(
  'auction_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().default(sql`live_event_position()`),
    /**
     * No foreign key: checking one takes a share lock on the auction's row, and an auction's bids all
     * write events at once, so every bid would share that lock with the others (a MultiXact): a bid's p99
     * in PostgreSQL doubled (issue 13, docs/benchmarks.md). Events are written by the app for its own
     * auctions, and deleting an auction deletes its events (auction-editing.service.ts).
     */
    auctionId: integer('auction_id').notNull(),
    type: text('type', { enum: auctionEventTypes }).notNull(),
    payload: jsonb('payload').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auction_events_auction_idx').on(t.auctionId, t.id)],
);

/**
 * Each bidder's public number on a lot ("Pujador 3"), fixed at their first bid. Kept as a row so the bid
 * transaction reads it by key instead of counting the lot's whole history while holding the lock.
 */
export const lotBidders = pgTable(
  'lot_bidders',
  {
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    number: integer('number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lotId, t.userId] })],
);
