/**
 * `npm run bench:search-plans`: the statements the search sends (src/server/modules/search), run with
 * `EXPLAIN (ANALYZE, BUFFERS)` on the `npm run seed:scale` database (SCALE_DATABASE_URL, migrated first as
 * the server would), for the queries issue #17 names — a common word, a typo, a brand only characteristics
 * hold, two words, a word nothing holds — in each order and with a status filter. Each search is run once
 * to capture its statements, then each statement BENCH_REPEATS times (default 5); printed: the median
 * planning + execution time of each statement and their sum, and the buffers the search statement read.
 * JIT off, as the app's connections. BENCH_PLAN=1 prints each statement's plan too, BENCH_QUERIES
 * picks some of the queries (comma-separated), BENCH_RARE sets the threshold between reading a table from its
 * full-text index and walking it (search.service.ts, `rareMatches`). Seconds, not
 * minutes: it measures PostgreSQL's work only, not HTTP or Node (`npm run bench:reads` does).
 */
import pg from 'pg';
import type { z } from 'zod';
import { ZSearchQuerySchema } from '@/common/schemas/search.ts';
import { openPostgres } from '@/server/db/client.ts';
import { search } from '@/server/modules/search/search.service.ts';

const databaseUrl = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lonja_scale';
const repeats = Number(process.env.BENCH_REPEATS ?? 5);
const printPlans = process.env.BENCH_PLAN === '1';
// BENCH_RARE: the search's `rare` threshold (0: every table walked; Infinity: every table read from its index).
const rare = process.env.BENCH_RARE === undefined ? undefined : Number(process.env.BENCH_RARE);

// BENCH_QUERIES: some of them, comma-separated.
const queries = process.env.BENCH_QUERIES?.split(',') ?? ['fresadora', 'fresdora', 'kemppi', 'kemppi mig'];
if (!process.env.BENCH_QUERIES)
  queries.push('kemppi soldadora', 'xyzzyqw', 'compresor tornillo', 'compreso', 'de');
const variants: Record<string, string>[] = [
  {},
  { order: 'price-asc' },
  { order: 'end-date' },
  { status: 'open' },
  { status: 'closed', order: 'price-desc' },
];

// What the app sends, captured on its way (statements only: the values go with them).
const captured: { text: string; values: unknown[] }[] = [];
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
  const text = typeof first === 'string' ? first : first?.text;
  const values = Array.isArray(second) ? second : typeof first === 'object' ? first?.values : undefined;
  if (typeof text === 'string' && /^\s*(select|with)\b/i.test(text)) {
    captured.push({ text, values: Array.isArray(values) ? values : [] });
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const database = await openPostgres(databaseUrl, 1);
await database.migrate();
const explain = new pg.Client({ connectionString: databaseUrl, options: '-c jit=off' });
await explain.connect();

type TExplained = {
  'Planning Time': number;
  'Execution Time': number;
  Plan: { 'Shared Hit Blocks': number };
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

console.log('query | variant | rewrite ms | search ms | total ms | buffers (search) | results');
for (const q of queries) {
  for (const variant of variants) {
    const query: z.output<typeof ZSearchQuerySchema> = ZSearchQuerySchema.parse({ q, ...variant });
    captured.length = 0;
    const answer = await search({ db: database.db, query, ...(rare === undefined ? {} : { rare }) });
    const statements = [...captured];
    const times: number[] = [];
    let buffers = 0;
    for (const [index, statement] of statements.entries()) {
      const runs: number[] = [];
      for (let run = 0; run < repeats; run += 1) {
        const { rows } = await explain.query(
          `explain (analyze, buffers, format json) ${statement.text}`,
          statement.values,
        );
        const [explained] = (rows[0] as { 'QUERY PLAN': TExplained[] })['QUERY PLAN'];
        runs.push(explained!['Planning Time'] + explained!['Execution Time']);
        if (index === statements.length - 1) buffers = explained!.Plan['Shared Hit Blocks'];
      }
      times.push(median(runs));
    }
    const [rewrite = 0, ...rest] = times;
    const searching = rest.reduce((sum, time) => sum + time, 0);
    const label = Object.entries(variant)
      .map(([key, value]) => `${key}=${value}`)
      .join(' ');
    console.log(
      `${q} | ${label || 'relevance'} | ${rewrite.toFixed(1)} | ${searching.toFixed(1)} | ${(rewrite + searching).toFixed(1)} | ${buffers} | ${answer.total}${answer.capped ? '+' : ''}`,
    );
    for (const statement of printPlans ? statements : []) {
      const { rows } = await explain.query(`explain (analyze, buffers) ${statement.text}`, statement.values);
      console.log(rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n'));
    }
  }
}
await explain.end();
await database.close();
