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

/**
 * Their indexes: the full-text vector, and trigrams of the folded text for queries looked for as typed
 * (short words and stop words alone, src/server/modules/search). Lots go without the trigrams: every bid
 * updates its lot, and an updated row takes a new entry in each of its table's indexes — for a described lot,
 * hundreds of trigrams a bid, most of a bid's cost in the database (issue 13, docs/benchmarks.md). Their
 * queries looked for as typed walk the lots instead.
 */
export const searchIndexes = (
  table: string,
  t: { searchText: ExtraConfigColumn; searchVector: ExtraConfigColumn },
  { trigrams = true } = {},
) => [
  index(`${table}_search_fts_idx`).using('gin', t.searchVector),
  ...(trigrams ? [index(`${table}_search_trgm_idx`).using('gin', t.searchText.op('gin_trgm_ops'))] : []),
];
