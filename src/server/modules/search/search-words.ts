import { sql } from 'drizzle-orm';
import { queryRows, type TDb } from '@/server/db/client.ts';

/** The dictionary words nearest to a typo that take its place (trigram similarity, pg_trgm). */
const nearestWords = 3;
/** Below this a dictionary word is not a typo of the query word ("fresdora"/"fresadora" is 0.58). */
const similarityThreshold = 0.35;
/** Longer words a query word is part of, most used first ("compreso" → "compresor", "compresores"). */
const longerWords = 20;

/** The tables the search reads, each with its column of counts in the dictionary (named after it). */
export const searchTables = [
  'lots',
  'sublots',
  'metadata_entries',
  'auctions',
  'sales',
  'sale_lots',
] as const;
export type TSearchTable = (typeof searchTables)[number];
/** At most how many records of each table hold every word of a query. */
export type TWordCounts = Record<TSearchTable, number>;

type TWordRow = {
  word: string;
  stop: boolean;
  readings: string[];
  counted: boolean;
} & Record<TSearchTable, number | null>;

/**
 * A query as the full-text search reads it: for each of its words, the words any of which a record must
 * hold (OR within a word, AND between words). `null` when some word matches nothing, not even as a typo.
 * `phrase` is the query with each word replaced by its first reading, for ranking titles and snippets.
 * `atMost`: at most how many records of each table match it (the smallest of its counted words' counts, a
 * word's count being the sum over its readings); `null` when no word could be counted (numbers, words of
 * under 3 letters), and then nothing is known. `alone`: the query is one counted word, so `atMost` is near
 * how many records match; with more words (or uncounted ones) far fewer may hold them all, down to none.
 */
export type TRewrittenQuery = {
  words: string[][];
  phrase: string;
  atMost: TWordCounts | null;
  alone: boolean;
} | null;

/**
 * Rewrites the query's words through the dictionary of searchable words (search_words, drizzle/0021), in
 * one statement that reads only that small table:
 * - a word the dictionary holds, with its Spanish stem or as typed, is kept, with the longer words it is
 *   part of (as the substring search before it found them);
 * - so is a number or a word shorter than 3 letters, searched as typed (and only as typed);
 * - a stop word ("de", "para") is left out, as full-text search leaves it out (a query of stop words alone
 *   has no words left: the caller looks for it as typed);
 * - any other word is a typo: it is replaced by the dictionary words nearest to it, if any is near enough.
 *
 * In the same statement, each word's count per table (drizzle/0025): a reading matches the records holding a
 * word with the reading's stem (the lexeme full-text search looks for), so the counts of the dictionary
 * words of those stems, added up, are at least the records the word finds (a record holding two of them is
 * counted twice). Only a stem of 3 to 30 characters with a letter is counted: the dictionary leaves out the
 * words shorter than 3 letters, longer than 40 or without a letter, whose stems could match records too.
 */
export const rewriteQuery = async (db: TDb, query: string): Promise<TRewrittenQuery> => {
  const rows = await queryRows<TWordRow>(
    db,
    sql`with w as materialized (
          select w.*,
            case when w.stop then '{}'::text[]
                 when w.kept then array[w.word] || w.longer
                 when cardinality(w.longer) > 0 then w.longer
                 else w.near end as readings
          from (
            select w.word, w.position, w.kept, w.stop,
              case when w.stop or length(w.word) < 3 then '{}'::text[] else
              array(select d.word from search_words d
                    where d.word like '%' || replace(replace(replace(w.word, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
                      and d.word <> w.word
                    order by d.uses desc, d.word limit ${longerWords})
              end as longer,
              case when w.kept or w.stop then '{}'::text[] else
                array(select d.word from search_words d
                      where d.word % w.word and similarity(d.word, w.word) >= ${similarityThreshold}
                      order by similarity(d.word, w.word) desc, d.uses desc, d.word limit ${nearestWords})
              end as near
            from (
              select q.word, q.position,
                length(q.word) < 3 or q.word ~ '[[:digit:]]'
                  or exists (select from search_words d where d.word = q.word)
                  or exists (select from search_words d where d.stem = lonja_stem(q.word)) as kept,
                lonja_stem(q.word) is null as stop
              from regexp_split_to_table(lonja_fold(${query}), '[^[:alnum:]]+') with ordinality as q(word, position)
              where q.word <> ''
            ) w
          ) w
        )
        -- Materialized: each word's readings are worked out once, not again for each use below.
        select w.word, w.stop, w.readings, s.counted, c.*
        from w
        -- A reading that is a stop word finds nothing (no stem); a word whose readings all are finds anything.
        cross join lateral (
          select coalesce(bool_and(r.stem is null or (length(r.stem) between 3 and 30 and r.stem ~ '[[:alpha:]]'))
                   and bool_or(r.stem is not null), false) as counted,
                 array_agg(distinct r.stem) filter (where r.stem is not null) as stems
          from (select lonja_stem(reading) as stem from unnest(w.readings) as reading) r
        ) s
        left join lateral (
          select ${sql.join(
            searchTables.map(
              (table) => sql`coalesce(sum(d.${sql.identifier(table)}), 0)::int as ${sql.identifier(table)}`,
            ),
            sql`, `,
          )}
          from search_words d where d.stem = any(s.stems)
        ) c on s.counted
        order by w.position`,
  );
  const words: string[][] = [];
  const phrase: string[] = [];
  let atMost: TWordCounts | null = null;
  let counted = 0;
  for (const row of rows) {
    if (row.stop) continue;
    if (row.readings.length === 0) return null;
    words.push(row.readings);
    phrase.push(row.readings[0]!);
    if (!row.counted) continue;
    counted += 1;
    const counts = Object.fromEntries(
      searchTables.map((table) => [table, Math.min(Number(row[table]), atMost?.[table] ?? Infinity)]),
    ) as TWordCounts;
    atMost = counts;
  }
  return { words, phrase: phrase.join(' '), atMost, alone: words.length === 1 && counted === 1 };
};
