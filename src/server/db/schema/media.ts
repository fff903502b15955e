import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auctions, lots, sublots } from './auctions.ts';
import { saleLots, sales } from './sales.ts';

export const imageSizes = ['thumb', 'small', 'default', 'big', 'large'] as const;
export type TImageSize = (typeof imageSizes)[number];
/** Public URL of each stored size of an image. */
export type TImageUrls = Record<TImageSize, string>;

/**
 * Images and files belong to exactly one owner: an auction, lot, sublot, sale or sale lot. One nullable
 * foreign key per kind of owner keeps referential integrity (and cascading deletes) that a generic
 * "owner_type, owner_id" pair would lose.
 */
const owners = {
  auctionId: integer('auction_id').references(() => auctions.id, { onDelete: 'cascade' }),
  lotId: integer('lot_id').references(() => lots.id, { onDelete: 'cascade' }),
  sublotId: integer('sublot_id').references(() => sublots.id, { onDelete: 'cascade' }),
  saleId: integer('sale_id').references(() => sales.id, { onDelete: 'cascade' }),
  saleLotId: integer('sale_lot_id').references(() => saleLots.id, { onDelete: 'cascade' }),
};

const exactlyOneOwner = sql`num_nonnulls(auction_id, lot_id, sublot_id, sale_id, sale_lot_id) = 1`;

export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    ...owners,
    /** Display order; the first image is the cover. */
    position: integer('position').notNull().default(0),
    alt: text('alt').notNull().default(''),
    /** URLs of the five sizes; null for legacy images that only have `legacyUrl`. */
    urls: jsonb('urls').$type<TImageUrls>(),
    legacyUrl: text('legacy_url'),
    width: integer('width'),
    height: integer('height'),
  },
  (t) => [
    check('images_one_owner', exactlyOneOwner),
    index('images_auction_idx').on(t.auctionId, t.position),
    index('images_lot_idx').on(t.lotId, t.position),
    index('images_sublot_idx').on(t.sublotId, t.position),
    index('images_sale_idx').on(t.saleId, t.position),
    index('images_sale_lot_idx').on(t.saleLotId, t.position),
  ],
);

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    ...owners,
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    url: text('url').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [
    check('files_one_owner', exactlyOneOwner),
    index('files_auction_idx').on(t.auctionId, t.position),
    index('files_lot_idx').on(t.lotId, t.position),
    index('files_sublot_idx').on(t.sublotId, t.position),
    index('files_sale_idx').on(t.saleId, t.position),
    index('files_sale_lot_idx').on(t.saleLotId, t.position),
  ],
);
