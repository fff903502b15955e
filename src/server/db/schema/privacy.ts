import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { consentPurposes, consentSources } from '@/common/consents.ts';
import { users } from './users.ts';

/**
 * Each time a person gave or withdrew consent (the newsletter), with the exact wording they were shown, so
 * the house can show what was agreed to and when (docs/privacy.md). Rows are only ever added.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: consentPurposes }).notNull(),
    isGiven: boolean('is_given').notNull(),
    /** The text beside the box, word for word, as the person saw it. */
    wording: text('wording').notNull(),
    source: text('source', { enum: consentSources }).notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.createdOn)],
);

/**
 * Accounts their owner erased (docs/privacy.md): the user row stays, emptied of who they were, because
 * invoices and bids kept by law point at it; this row says so and when.
 */
export const erasures = pgTable('erasures', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  erasedOn: timestamp('erased_on', { withTimezone: true }).notNull().defaultNow(),
});
