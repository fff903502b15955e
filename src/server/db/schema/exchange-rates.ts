import { date, doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What one euro buys in another currency, for the indicative amounts a foreign visitor may ask to see beside
 * the euro price (docs/product.md#indicative-amounts). Never used to charge anyone: every payment is in euros.
 */
export const exchangeRates = pgTable('exchange_rates', {
  /** ISO 4217 code, upper case ("GBP"). */
  currency: text('currency').primaryKey(),
  /** Units of `currency` per 1 EUR, as the ECB quotes them. */
  rate: doublePrecision('rate').notNull(),
  /** Typed by staff, or imported from the ECB's reference-rate file. */
  source: text('source', { enum: ['staff', 'ecb'] }).notNull(),
  /** The ECB's reference day for an imported rate; null for one typed by staff. */
  rateDate: date('rate_date', { mode: 'string' }),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
