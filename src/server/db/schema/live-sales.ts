import {
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
import { liveSaleActionKinds, liveSaleStatuses } from '@/common/schemas/live-sales.ts';
import { auctions, lots } from './auctions.ts';
import { users } from './users.ts';

/**
 * A live auction's sale as the auctioneer runs it (docs/live-sales.md): which lot is being called, the
 * warnings given, the increment of this call. One row per live auction, locked by every console action.
 */
export const liveSales = pgTable('live_sales', {
  auctionId: integer('auction_id')
    .primaryKey()
    .references(() => auctions.id, { onDelete: 'cascade' }),
  status: text('status', { enum: liveSaleStatuses }).notNull().default('waiting'),
  currentLotId: integer('current_lot_id').references(() => lots.id, { onDelete: 'set null' }),
  /** 0, 1 ("a la una") or 2 ("a las dos"); a bid puts it back to 0. */
  warning: integer('warning').notNull().default(0),
  /** The auctioneer's increment for this call in cents; null: the bid ranges'. */
  increment: integer('increment'),
  /** Bumped by every action: the console's and the screens' state is this version. */
  version: integer('version').notNull().default(0),
  startedOn: timestamp('started_on', { withTimezone: true }),
  finishedOn: timestamp('finished_on', { withTimezone: true }),
});

/**
 * Every console action, in order, with the sale's state before it: undo restores exactly that state (and
 * annuls the floor bid or reopens the lot the action wrote), and a reloaded console reads the log.
 */
export const liveSaleActions = pgTable(
  'live_sale_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id').references(() => lots.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: liveSaleActionKinds }).notNull(),
    paddle: integer('paddle'),
    amount: integer('amount'),
    /** The floor bid this action wrote. */
    bidId: integer('bid_id'),
    /** The sale's row as it was before the action. */
    before: jsonb('before').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    undoneOn: timestamp('undone_on', { withTimezone: true }),
  },
  (t) => [index('live_sale_actions_auction_idx').on(t.auctionId, t.id)],
);

/**
 * The paddles of a live auction: the number a bidder raises in the room, one per accepted bidder and one per
 * room bidder the clerk registers.
 */
export const livePaddles = pgTable(
  'live_paddles',
  {
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Registered by the clerk for a bidder in the room (room-paddles.service.ts), not given at acceptance. */
    inRoom: boolean('in_room').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.auctionId, t.number] }),
    uniqueIndex('live_paddles_user_key').on(t.auctionId, t.userId),
  ],
);
