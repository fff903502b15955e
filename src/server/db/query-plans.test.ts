import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../test/app.ts';
import {
  createAuction,
  createBid,
  createLot,
  createMetadataEntry,
  createSublot,
  createSubscription,
  createUser,
} from '../../../test/factories.ts';
import { createClient } from '../../../test/http.ts';
import { hashPassword } from '../lib/password.ts';

/**
 * Issue #7: no endpoint needs a sequential scan of a big table. Each endpoint is called for real; every
 * SELECT it sends to PostgreSQL is captured and EXPLAINed with sequential scans discouraged, so a query
 * that has no usable index still shows a Seq Scan — and the test names it. Reference tables (countries,
 * provinces, settings) are small by nature and may be scanned.
 *
 * PostgreSQL only: the plans are PostgreSQL's (PGlite runs the same engine, but this checks the server
 * the site is deployed on).
 */
const bigTables = new Set([
  'auctions',
  'lots',
  'sublots',
  'bids',
  'users',
  'subscriptions',
  'sales',
  'sale_lots',
  'images',
  'files',
  'metadata_entries',
  'auction_events',
  'offers',
]);

const captured: { text: string; values: unknown[] }[] = [];
let recording = false;
const originalQuery = pg.Client.prototype.query;

let ctx: TTestContext & { databaseUrl?: string };
let admin: ReturnType<typeof createClient>;
let ids: { auction: number; lot: number };

const postgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  if (!postgres) return;
  // Records what the app sends, then lets it through unchanged.
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
    const text = typeof first === 'string' ? first : first?.text;
    const values = (Array.isArray(second) ? second : typeof first === 'object' ? first?.values : undefined) as
      | unknown[]
      | undefined;
    if (
      recording &&
      typeof text === 'string' &&
      /^\s*(select|with)\b/i.test(text) &&
      !/set_config/.test(text)
    ) {
      captured.push({ text, values: Array.isArray(values) ? values : [] });
    }
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  ctx = await createTestApp();
  const passwordHash = await hashPassword('clave-de-planes-1');
  const adminUser = await createUser(ctx.db, { passwordHash, isAdmin: true });
  const bidder = await createUser(ctx.db);
  const auction = await createAuction(ctx.db, { title: 'Maquinaria de carpintería' });
  const lot = await createLot(ctx.db, auction, { title: 'Torno de madera', price: 10_000 });
  await createSublot(ctx.db, lot, { title: 'Juego de gubias' });
  await createMetadataEntry(ctx.db, { lotId: lot.id }, { name: 'Marca', priority: 1 }, 'Holzmann');
  await createSubscription(ctx.db, auction, bidder);
  await createBid(ctx.db, lot, bidder, 10_000);
  ids = { auction: auction.id, lot: lot.id };
  admin = createClient(ctx.app);
  await admin.login(adminUser.email, 'clave-de-planes-1');
});
afterAll(async () => {
  pg.Client.prototype.query = originalQuery;
  await ctx?.close();
});

type TPlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: TPlanNode[];
};
const nodes = (node: TPlanNode): TPlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
const seqScans = (node: TPlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];

describe.skipIf(!postgres)('query plans', () => {
  it('reads no big table from end to end for any public or admin read endpoint', async () => {
    const endpoints = [
      '/api/frontend/auctions/open',
      '/api/frontend/auctions/published?page=1&limit=12',
      `/api/frontend/auctions/${ids.auction}`,
      `/api/frontend/lots/${ids.lot}`,
      `/api/frontend/lots/${ids.lot}/bids`,
      '/api/frontend/lots/closing-soon?limit=8',
      '/api/frontend/search?q=torno',
      '/api/frontend/search?q=gubias',
      '/api/frontend/search?q=holzmann',
      '/api/frontend/search?q=holzman',
      '/api/frontend/search?q=carpinteria&tipo=auction',
      '/api/admin/users?page=1',
      '/api/admin/auctions?page=1',
      '/api/admin/subscriptions?page=1',
      '/api/admin/subscriptions/pending',
      `/api/admin/auctions/${ids.auction}/bids`,
    ];
    const explain = new pg.Client({ connectionString: ctx.databaseUrl });
    await explain.connect();
    await explain.query('set enable_seqscan = off');
    await explain.query("set pg_trgm.word_similarity_threshold = '0.45'");
    const problems: string[] = [];
    try {
      for (const url of endpoints) {
        captured.length = 0;
        recording = true;
        const response = await (url.startsWith('/api/admin') ? admin : createClient(ctx.app)).get(url);
        recording = false;
        expect(response.statusCode, url).toBe(200);
        expect(captured.length, url).toBeGreaterThan(0);
        for (const query of captured) {
          const result = await explain.query(`explain (format json) ${query.text}`, query.values);
          const plan = (result.rows[0] as { 'QUERY PLAN': [{ Plan: TPlanNode }] })['QUERY PLAN'][0].Plan;
          const scanned = seqScans(plan).filter((table) => bigTables.has(table));
          if (scanned.length) problems.push(`${url}: seq scan of ${scanned.join(', ')} in\n  ${query.text}`);
        }
      }
    } finally {
      recording = false;
      await explain.end();
    }
    expect(problems).toEqual([]);
  });

  it('looks lots up only by key for a brand that only characteristics hold (no walk of all lots)', async () => {
    // PostgreSQL over-estimates how many lots hold a word it keeps no statistics for and then walks lots by
    // key looking for it (issue #17); the dictionary's counts leave lots out of the plan for such a word.
    const explain = new pg.Client({ connectionString: ctx.databaseUrl });
    await explain.connect();
    // As above: on this small database a lookup by key would otherwise be planned as a sequential scan.
    await explain.query('set enable_seqscan = off');
    const walks: string[] = [];
    try {
      for (const url of [
        '/api/frontend/search?q=holzmann',
        '/api/frontend/search?q=holzman&order=price-asc',
      ]) {
        // Searched above already: its cached answer would send no statement to look at.
        ctx.app.answers.forgetAll();
        captured.length = 0;
        recording = true;
        const response = await createClient(ctx.app).get(url);
        recording = false;
        expect(response.statusCode, url).toBe(200);
        expect(
          response.json().data.results.map((r: { id: number }) => r.id),
          url,
        ).toEqual([ids.lot]);
        expect(captured.length, url).toBeGreaterThan(0);
        for (const query of captured) {
          const result = await explain.query(`explain (format json) ${query.text}`, query.values);
          const plan = (result.rows[0] as { 'QUERY PLAN': [{ Plan: TPlanNode }] })['QUERY PLAN'][0].Plan;
          const unkeyed = nodes(plan).filter(
            (node) => node['Relation Name'] === 'lots' && !node['Index Cond'],
          );
          if (unkeyed.length) walks.push(`${url}: ${unkeyed.map((node) => node['Node Type']).join(', ')}`);
        }
      }
    } finally {
      recording = false;
      await explain.end();
    }
    expect(walks).toEqual([]);
  });
});
