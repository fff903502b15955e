import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { searchColumns, searchIndexes } from './search.ts';
import { users } from './users.ts';

export const saleKinds = ['industrial', 'real-estate'] as const;
export const offerStatuses = ['pending', 'accepted', 'rejected'] as const;

/** A direct sale of liquidation assets ("liquidación"): no bidding, buyers make offers on its lots. */
export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: saleKinds }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    slug: text('slug').notNull(),
    address: text('address'),
    provinceId: integer('province_id'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    published: boolean('published').notNull().default(false),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    ...searchColumns("title || ' ' || description || ' ' || coalesce(address, '')"),
  },
  (t) => [
    ...searchIndexes('sales', t),
    uniqueIndex('sales_slug_key').on(t.slug),
    index('sales_public_idx').on(t.published, t.kind),
    // The next published sale to end: until when a search's cached answer holds (search.service.ts).
    index('sales_published_end_idx').on(t.endDate).where(sql`${t.published}`),
  ],
);

export const saleLots = pgTable(
  'sale_lots',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    slug: text('slug').notNull(),
    /** Asking price in cents. */
    price: integer('price').notNull(),
    order: integer('order').notNull().default(1),
    published: boolean('published').notNull().default(true),
    sold: boolean('sold').notNull().default(false),
    ...searchColumns("title || ' ' || description"),
  },
  (t) => [...searchIndexes('sale_lots', t), index('sale_lots_sale_order_idx').on(t.saleId, t.order)],
);

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    saleLotId: integer('sale_lot_id').references(() => saleLots.id, { onDelete: 'cascade' }),
    /** Offers below the starting price on auction lots that accept offers (docs/product.md#offers). */
    lotId: integer('lot_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    message: text('message'),
    status: text('status', { enum: offerStatuses }).notNull().default('pending'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    decidedOn: timestamp('decided_on', { withTimezone: true }),
  },
  (t) => [
    index('offers_sale_lot_idx').on(t.saleLotId),
    index('offers_lot_idx').on(t.lotId),
    index('offers_user_idx').on(t.userId),
  ],
);
