import { sql } from 'drizzle-orm';
import { customType, type ExtraConfigColumn, index, text } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A table's searchable text, kept by PostgreSQL itself in two forms (src/server/modules/search):
 * folded (lower case, accents removed by lonja_fold, drizzle/0007) for substrings and typos, and as a
 * Spanish full-text vector. Stored, so matching and ranking never recompute them row by row.
 */
export const searchColumns = (expression: string) => ({
  searchText: text('search_text').generatedAlwaysAs(sql.raw(`lonja_fold(${expression})`)),
  searchVector: tsvector('search_vector').generatedAlwaysAs(
    sql.raw(`to_tsvector('spanish', lonja_fold(${expression}))`),
  ),
});

/** Their indexes: the full-text vector, and trigrams of the folded text. */
export const searchIndexes = (
  table: string,
  t: { searchText: ExtraConfigColumn; searchVector: ExtraConfigColumn },
) => [
  index(`${table}_search_fts_idx`).using('gin', t.searchVector),
  index(`${table}_search_trgm_idx`).using('gin', t.searchText.op('gin_trgm_ops')),
];
