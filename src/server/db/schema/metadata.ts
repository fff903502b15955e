import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auctions, lots, sublots } from './auctions.ts';
import { saleLots } from './sales.ts';
import { searchColumns, searchIndexes } from './search.ts';

export const metadataFieldTypes = ['string', 'number', 'boolean', 'date', 'url'] as const;

/** A named attribute ("Marca", "Año", "Superficie") reused across lots; priority orders them on screen. */
export const metadataFields = pgTable('metadata_fields', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  priority: integer('priority').notNull().default(0),
  type: text('type', { enum: metadataFieldTypes }).notNull().default('string'),
});

export const metadataEntries = pgTable(
  'metadata_entries',
  {
    id: serial('id').primaryKey(),
    metadataFieldId: integer('metadata_field_id')
      .notNull()
      .references(() => metadataFields.id),
    auctionId: integer('auction_id').references(() => auctions.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id').references(() => lots.id, { onDelete: 'cascade' }),
    sublotId: integer('sublot_id').references(() => sublots.id, { onDelete: 'cascade' }),
    saleLotId: integer('sale_lot_id').references(() => saleLots.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    ...searchColumns('value'),
  },
  (t) => [
    ...searchIndexes('metadata_entries', t),
    check('metadata_entries_one_owner', sql`num_nonnulls(auction_id, lot_id, sublot_id, sale_lot_id) = 1`),
    index('metadata_entries_auction_idx').on(t.auctionId),
    index('metadata_entries_lot_idx').on(t.lotId),
    index('metadata_entries_sublot_idx').on(t.sublotId),
    index('metadata_entries_sale_lot_idx').on(t.saleLotId),
  ],
);
