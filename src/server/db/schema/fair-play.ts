import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auctions } from './auctions.ts';
import { users } from './users.ts';

/**
 * Fair play (docs/fair-play.md). A person linked to a consignor (the issuer NIF of an auction's invoicing
 * data) may neither subscribe to nor bid on that consignor's auctions. People who made a change are plain
 * ids, as in the audit log: the record outlives their account.
 */
export const consignorLinks = pgTable(
  'consignor_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Compact and upper case, as `consignor_nif()` reads it from an auction's invoicing data. */
    nif: text('nif').notNull(),
    createdBy: integer('created_by').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('consignor_links_user_nif_key').on(t.userId, t.nif)],
);

/**
 * The browsers (a random id in the `lonja_device` cookie, only its SHA-256 kept) each account signed up or
 * in from: two accounts on one browser are one person more often than not.
 */
export const deviceMarks = pgTable(
  'device_marks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mark: text('mark').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mark] }), index('device_marks_mark_idx').on(t.mark)],
);

/** An account a reviewer looked at and cleared of a link to one banned account: it leaves the list. */
export const accountReviewDismissals = pgTable(
  'account_review_dismissals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bannedUserId: integer('banned_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedBy: integer('dismissed_by').notNull(),
    dismissedOn: timestamp('dismissed_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bannedUserId] })],
);

/**
 * A buyer who pays no premium in one auction (a secured creditor taking its collateral): their settlement
 * lines bill hammer (and its IVA) only.
 */
export const premiumWaivers = pgTable(
  'premium_waivers',
  {
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.userId] })],
);
