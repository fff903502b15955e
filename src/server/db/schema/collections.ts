import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auctions } from './auctions.ts';
import { settlements } from './settlements.ts';

/** Pick-up windows the admin opens per auction, each for a number of buyers. */
export const pickupSlots = pgTable(
  'pickup_slots',
  {
    id: serial('id').primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull().default(1),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pickup_slots_auction_idx').on(t.auctionId, t.startsAt),
    check('pickup_slots_order', sql`${t.endsAt} > ${t.startsAt}`),
    check('pickup_slots_capacity', sql`${t.capacity} > 0`),
  ],
);

/** A paid buyer's booking: one slot per settlement. */
export const pickupBookings = pgTable(
  'pickup_bookings',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => pickupSlots.id, { onDelete: 'cascade' }),
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => settlements.id),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pickup_bookings_settlement_key').on(t.settlementId),
    index('pickup_bookings_slot_idx').on(t.slotId),
  ],
);
