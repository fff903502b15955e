import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The dictionary of searchable words: every distinct folded word (3 to 40 characters, with a letter) of the
 * searchable text of lots, sublots, characteristics, auctions, liquidaciones and their lots, with its Spanish
 * stem and how many records of each of those tables hold it. The search rewrites a query word that matches
 * nothing into the dictionary words nearest to it (a typo), and a word that is part of longer words into
 * those words ("compreso" → "compresor"), before the full-text search runs (src/server/modules/search); the
 * per-table counts tell it how many records of a table can match at most, so it reads a rare word's few
 * records from the full-text index and skips a table that holds none. Kept by triggers on those tables,
 * which add a record's words and take away the ones it no longer holds (drizzle/0021, drizzle/0025); a word
 * no record holds any more is deleted.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    stem: text('stem'),
    /** How many records of each table hold the word (the columns are named after the tables). */
    lots: integer('lots').notNull().default(0),
    sublots: integer('sublots').notNull().default(0),
    metadataEntries: integer('metadata_entries').notNull().default(0),
    auctions: integer('auctions').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    saleLots: integer('sale_lots').notNull().default(0),
    /** How many records hold it in all, for "most used first". */
    uses: integer('uses')
      .notNull()
      .generatedAlwaysAs(sql`"lots" + "sublots" + "metadata_entries" + "auctions" + "sales" + "sale_lots"`),
  },
  (t) => [
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
    index('search_words_stem_idx').on(t.stem),
  ],
);
