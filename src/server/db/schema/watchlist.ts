import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { auctions, lots } from './auctions.ts';
import { users } from './users.ts';

/** Lots a user follows (the heart on a lot): no subscription needed, nothing public. */
export const lotFollows = pgTable(
  'lot_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  // The key answers "what does this user follow"; the index "who follows this lot" (counts, notices).
  (t) => [primaryKey({ columns: [t.userId, t.lotId] }), index('lot_follows_lot_idx').on(t.lotId)],
);

/** Auctions a user follows, to hear when they open. */
export const auctionFollows = pgTable(
  'auction_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.auctionId] }),
    index('auction_follows_auction_idx').on(t.auctionId),
  ],
);
