import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZSearchQuerySchema } from '@/common/schemas/search.ts';
import type { TRewrittenQuery, TSearchTable } from './search-words.ts';

export type TQuery = z.output<typeof ZSearchQuerySchema>;
type TSql = ReturnType<typeof sql>;

/**
 * How many candidates each part of the search (a lot's own text, its sublots and characteristics,
 * auctions, liquidaciones, their lots) ranks and counts at most. A word found in 20,000 lots ranks the
 * newest of them (or the cheapest, or the soonest to end, in those orders) and says "more than"; ranking
 * and counting them all cost tens of milliseconds however they were read (bench/reads.ts).
 */
export const searchCandidates = 100;

/**
 * A query found in at most this many records of a table (the dictionary's counts, search-words.ts) has its
 * matches read from the table's full-text index, all of them, and ordered and filtered among themselves: a
 * few thousand index entries and row lookups cost a few milliseconds. Above it, the table is walked in the
 * order asked for until `searchCandidates` match, which a common word makes short; PostgreSQL alone chose
 * that walk for a word a table does not hold ("kemppi" in lots) and read all 200,000 lots (issue #17).
 */
export const rareMatches = 3000;

/** The columns a part of the search filters and orders its candidates by. */
export type TColumns = {
  id: TSql;
  price: TSql;
  /** A price that is never null: PostgreSQL can then read it backward along an index for "price-desc". */
  priceNeverNull?: boolean;
  endDate: TSql;
  status: TSql;
};
/** How a part reads its table: from the matches its full-text index gives, or walking it in order. */
export type THow = 'index' | 'walk';

type TReach = 'none' | 'index' | 'walk' | 'probe';

/**
 * How each table is read: not at all when no record of it holds some word of the query; through its
 * full-text index when few do; otherwise walked (above) when the query is one word (or looked for as
 * typed), whose matches PostgreSQL's statistics know as well as the counts. Several words, or words not
 * counted (numbers), may be common each and rare together ("fresadora tornillo": no lot holds both): their
 * matches are counted from the index up to `rare` first, and read as few or walked as many.
 */
const reachOf =
  ({ atMost, alone }: NonNullable<TRewrittenQuery>, asTyped: boolean, rare: number) =>
  (table: TSearchTable): TReach => {
    const most = atMost?.[table] ?? Number.POSITIVE_INFINITY;
    if (most === 0) return 'none';
    if (most <= rare) return 'index';
    return alone || asTyped ? 'walk' : 'probe';
  };

/**
 * What matches the query in a table's rows, and how relevant a match is. A query of stop words and short
 * words alone ("de") holds nothing for full-text search: it is looked for as typed, anywhere in the text
 * (trigram index), as before the dictionary.
 */
const matchingOf = (query: TQuery, { words, phrase }: NonNullable<TRewrittenQuery>) => {
  const asTyped = words.length === 0;
  // OR within a word's readings, AND between words; built from constants, so PostgreSQL folds it once
  // while planning and estimates from its statistics how many rows each reading finds.
  const tsquery = sql`(${sql.join(
    words.map(
      (readings) =>
        sql`(${sql.join(
          readings.map((reading) => sql`plainto_tsquery('spanish', ${reading})`),
          sql` || `,
        )})`,
    ),
    sql` && `,
  )})`;
  const contains = `%${query.q.replace(/[\\%_]/g, '\\$&')}%`;
  const matches = (table: string) =>
    asTyped
      ? sql`${sql.raw(table)}.search_text like lonja_fold(${contains})`
      : sql`${sql.raw(table)}.search_vector @@ ${tsquery}`;
  // Relevance, computed only for the candidates: whole-word matches by ts_rank, and above them the records
  // whose title holds the query (as rewritten) as typed, the nearer its start the better (a title names the
  // thing first: "Fresadora universal" before "Mesa para fresadora"; the folded text starts with the title).
  const rank = (table: string) => {
    const at = sql`strpos(${sql.raw(table)}.search_text, lonja_fold(${phrase || query.q}))`;
    const titleBonus = sql`case when ${at} between 1 and length(${sql.raw(table)}.title) then 1 + 1.0 / ${at} else 0 end`;
    return asTyped
      ? sql`(${titleBonus})::real`
      : sql`(ts_rank(${sql.raw(table)}.search_vector, ${tsquery}) + ${titleBonus})::real`;
  };
  return { asTyped, matches, rank };
};

/** A part's filters: status and price range, as the query asks. */
const filtersFor = (query: TQuery) => (c: TColumns) =>
  sql.join(
    [
      sql`true`,
      query.status ? sql`${c.status} = ${query.status}` : undefined,
      query.minPrice !== undefined ? sql`${c.price} >= ${query.minPrice}` : undefined,
      query.maxPrice !== undefined ? sql`${c.price} <= ${query.maxPrice}` : undefined,
    ].filter((part): part is TSql => part !== undefined),
    sql` and `,
  );

/**
 * The order a part's candidates are chosen in: the newest first for relevance (ranked among themselves
 * afterwards), otherwise the order asked for, so its first pages are exact. Lots are walked in these orders
 * along their indexes (lots_pkey, lots_price_idx, lots_end_date_idx); equal prices newest first in
 * "price-desc", so that one index serves both price orders.
 */
const candidateOrderFor = (order: TQuery['order']) => (c: TColumns) =>
  ({
    relevance: sql`${c.id} desc`,
    'price-asc': sql`${c.price} asc nulls last, ${c.id}`,
    'price-desc': sql`${c.price} desc nulls ${sql.raw(c.priceNeverNull ? 'first' : 'last')}, ${c.id} desc`,
    'end-date': sql`${c.endDate} asc nulls last, ${c.id}`,
  })[order];

/** How a part reads its table, given how far it reaches (`reachOf`) and what matches (`matchingOf`). */
const tableReadingOf = (
  reach: (table: TSearchTable) => TReach,
  matches: (table: string) => TSql,
  rare: number,
) => {
  // A table's matches as its full-text index gives them (a sublot's and a characteristic's: their lot).
  const collect = (table: TSearchTable) =>
    table === 'sublots' || table === 'metadata_entries'
      ? sql`select x.lot_id as id from ${sql.raw(table)} x where x.lot_id is not null and ${matches('x')}`
      : sql`select x.id from ${sql.raw(table)} x where ${matches('x')}`;
  // A part of the search, reading its table as `reach` says. Read "index", the part's statement reads the
  // table's matches from `found`, collected here from the index first (materialized, so PostgreSQL cannot
  // turn it back into a walk). "probe": `found` stops past `rare` matches, and both statements are written,
  // one running when it stopped short and the other when not (PostgreSQL skips the other: its condition is
  // a constant, decided before either runs).
  const readTable = (table: TSearchTable, as: (how: THow) => TSql) => {
    const how = reach(table);
    if (how === 'walk') return as('walk');
    if (how !== 'probe')
      return sql`(with found as materialized (${collect(table)}) select * from ${as('index')} i)`;
    return sql`(
        with found as materialized (${collect(table)} limit ${rare + 1})
        select * from ${as('index')} i where (select count(*) from found) <= ${rare}
        union all
        select * from ${as('walk')} w where (select count(*) from found) > ${rare})`;
  };
  // A table in a part's FROM, and the condition its rows meet: its matches in `found` looked up one by one,
  // or the table itself walked with the match as a filter.
  const source = (table: TSearchTable, alias: string, how: THow) =>
    how === 'index'
      ? {
          from: sql`(select t.* from found f cross join lateral (select * from ${sql.raw(table)} t where t.id = f.id limit 1) t) ${sql.raw(alias)}`,
          match: sql`true`,
        }
      : { from: sql`${sql.raw(table)} ${sql.raw(alias)}`, match: matches(alias) };
  return { readTable, source };
};

/**
 * The pieces every part of the search statement is built from, for one query: how each table is read
 * (`reach`), what matches, how candidates rank, are filtered and ordered, and how a table is read.
 */
export const planSearch = ({
  query,
  rewritten,
  rare,
}: {
  query: TQuery;
  rewritten: NonNullable<TRewrittenQuery>;
  rare: number;
}) => {
  const { asTyped, matches, rank } = matchingOf(query, rewritten);
  const reach = reachOf(rewritten, asTyped, rare);
  return {
    query,
    order: query.order,
    phrase: rewritten.phrase,
    reach,
    matches,
    rank,
    filtersOf: filtersFor(query),
    candidateOrder: candidateOrderFor(query.order),
    bounded: sql`limit ${searchCandidates + 1}`,
    ...tableReadingOf(reach, matches, rare),
  };
};
export type TSearchPlan = ReturnType<typeof planSearch>;
