import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  iso2: text('iso2').notNull().unique(),
  /** EU member state whose VAT numbers the VIES service can check. */
  vies: boolean('vies').notNull().default(false),
});

/** Spanish provinces, keyed by their official two-digit INE code (also the postal code prefix). */
export const provinces = pgTable('provinces', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});
