import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { savedSearchFrequencies } from '@/common/schemas/saved-searches.ts';
import { users } from './users.ts';

/** A search a user keeps, to be told when newly published lots match it (issue #18). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The words and filters of `/buscar` (`ZSavedSearchQuerySchema`). */
    query: jsonb('query').notNull(),
    frequency: text('frequency', { enum: savedSearchFrequencies }).notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    /** Last time its matches were looked at: the next check is due from it. */
    checkedOn: timestamp('checked_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId), index('saved_searches_due_idx').on(t.checkedOn)],
);
