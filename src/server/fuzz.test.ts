import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../test/app.ts';
import { createAuction, createBid, createLot, createSubscription, createUser } from '../../test/factories.ts';
import { createClient } from '../../test/http.ts';
import { queryRows } from './db/client.ts';
import { hashPassword } from './lib/password.ts';

/**
 * Hostile input (issue #7): thousands of malformed requests — bodies, path parameters, query strings
 * (JSON-stringified filters included) and headers — against every API route, as a visitor, a bidder and
 * an admin. No answer may be a 5xx, every error must have the API's Spanish error shape, and a refused
 * request must leave the data exactly as it was. FUZZ_RUNS raises the number of requests per identity;
 * the seed is fixed so that CI runs the same requests every time (FUZZ_SEED explores others).
 */
const runs = Number(process.env.FUZZ_RUNS ?? 1000);
const seed = Number(process.env.FUZZ_SEED ?? 28);

let ctx: TTestContext;
let clients: Record<'visitor' | 'bidder' | 'admin', ReturnType<typeof createClient>>;

/**
 * One checksum over every table's rows. Left out, each for a reason: sessions (every request refreshes
 * its session's last activity), throttles (refused logins and forms are counted on purpose: that is the
 * throttle working) and the migrations journal.
 */
const ignoredTables = ['sessions', 'throttles', '__drizzle_migrations'];
const checksum = async (): Promise<string> => {
  const tables = await queryRows<{ name: string }>(
    ctx.db,
    sql`select quote_ident(table_name) as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = tables.map((row) => row.name).filter((name) => !ignoredTables.includes(name));
  const query = names
    .map(
      (name) =>
        `select '${name}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${name} x`,
    )
    .join(' union all ');
  const result = await queryRows<{ t: string; h: string }>(ctx.db, sql.raw(query));
  return result.map((row) => `${row.t}:${row.h}`).join(',');
};

beforeAll(async () => {
  ctx = await createTestApp();
  const passwordHash = await hashPassword('clave-del-fuzz-1');
  const bidder = await createUser(ctx.db, { passwordHash });
  const admin = await createUser(ctx.db, { passwordHash, isAdmin: true });
  const auction = await createAuction(ctx.db);
  const lot = await createLot(ctx.db, auction, { price: 10_000 });
  await createSubscription(ctx.db, auction, bidder);
  await createBid(ctx.db, lot, bidder, 10_000);
  clients = { visitor: createClient(ctx.app), bidder: createClient(ctx.app), admin: createClient(ctx.app) };
  await clients.visitor.get('/api/sanctum/csrf-cookie');
  await clients.bidder.login(bidder.email, 'clave-del-fuzz-1');
  await clients.admin.login(admin.email, 'clave-del-fuzz-1');
}, 60_000);
afterAll(() => ctx.close());

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1.5',
    '1e309',
    'NaN',
    'Infinity',
    '99999999999999999999',
    'null',
    'undefined',
    'true',
    '__proto__',
    'constructor',
    '../../etc/passwd',
    '%00',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '{"a":',
    '{"status":"running","search":{"$ne":1}}',
    '[1,2,',
    'ñandú €',
    'x'.repeat(5000),
    // Past what an integer column holds: ids and amounts must be refused at the edge, not by PostgreSQL.
    '2147483648',
    '9007199254740991',
  ),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }).map(String),
);

const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.object({
    key: fc.constantFrom('__proto__', 'constructor', 'prototype', 'amount', 'bid', 'user', 'lot'),
  }),
  fc.constant(JSON.parse('{"__proto__":{"isAdmin":true},"bid":{"amount":"1e309"}}')),
  fc.constant({ bid: { amount: -1 } }),
  fc
    .integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER })
    .map((amount) => ({ bid: { amount }, offer: { amount } })),
  fc.constant({ user: { email: 'x'.repeat(10_000) } }),
  // Deep nesting, far beyond any schema.
  fc.constant(JSON.parse(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`)),
);

const body = fc.oneof(
  jsonValue.map((value) => ({ payload: JSON.stringify(value), type: 'application/json' })),
  nasty.map((text) => ({ payload: text, type: 'application/json' })),
  nasty.map((text) => ({ payload: text, type: 'text/plain' })),
  nasty.map((text) => ({ payload: text, type: 'application/x-www-form-urlencoded' })),
  nasty.map((text) => ({ payload: text, type: 'multipart/form-data; boundary=zzz' })),
  fc.constant({ payload: undefined, type: undefined }),
);

const queryString = fc
  .dictionary(
    fc.oneof(
      fc.constantFrom(
        'page',
        'limit',
        'filter',
        'q',
        'order',
        'sort',
        'status',
        'tipo',
        'owner',
        'ownerId',
        'minPrice',
        'maxPrice',
        'auctionId',
      ),
      fc.string(),
    ),
    fc.oneof(
      nasty,
      jsonValue.map((value) => JSON.stringify(value)),
    ),
    { maxKeys: 4 },
  )
  .map((entries) => new URLSearchParams(entries as Record<string, string>).toString());

const headers = fc.record(
  {
    'accept-language': fc.oneof(fc.string(), fc.constant('es-ES,es;q=0.9,'.repeat(300))),
    accept: fc.constantFrom('*/*', 'text/html', 'application/xml', ''),
    'x-xsrf-token': nasty,
    'if-none-match': nasty,
    'last-event-id': nasty,
  },
  { requiredKeys: [] },
);

const apiRoutes = () =>
  ctx.app.registeredRoutes.filter(
    (route) =>
      route.url.startsWith('/api/') &&
      !['HEAD', 'OPTIONS'].includes(route.method) &&
      // Live streams never end by themselves: they have their own tests (src/server/live).
      !route.url.endsWith('/live') &&
      !route.url.startsWith('/api/docs'),
  );

describe.each(['visitor', 'bidder', 'admin'] as const)('hostile requests as %s', (identity) => {
  it('never get a 5xx, always get a Spanish API error, and change nothing when refused', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    let before = await checksum();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(fc.oneof(fc.constant('1'), nasty), { minLength: 6, maxLength: 6 }),
        queryString,
        body,
        headers,
        fc.nat({ max: 40 }),
        async (route, params, query, { payload, type }, extraHeaders, encodeAt) => {
          let index = 0;
          const plain = route.url.replace(/:(\w+)/g, () =>
            encodeURIComponent(params[index++ % params.length]!),
          );
          // Sometimes one letter of the path percent-encoded (`/%61pi/…`): the router decodes it, and the
          // guards must see the same route (hardening, item 4).
          const letter = plain.slice(1).search(/[a-z]/) + 1;
          const path =
            encodeAt % 4 === 0 && letter > 0
              ? `${plain.slice(0, letter)}%${plain.charCodeAt(letter).toString(16)}${plain.slice(letter + 1)}`
              : plain;
          const response = await clients[identity].request({
            method: route.method as 'POST',
            url: `${path}${query ? `?${query}` : ''}`,
            rawBody: route.method === 'GET' ? undefined : payload,
            headers: {
              ...(extraHeaders as Record<string, string>),
              ...(type ? { 'content-type': type } : {}),
            },
          });
          const at = `${route.method} ${path}?${query} → ${response.statusCode}`;
          expect(response.statusCode, at).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const error = response.json().error;
            expect(typeof error?.code, at).toBe('string');
            expect(error.message, at).toMatch(/[a-záéíóúñ]/i);
            // Spanish, not a framework's or zod's English default leaking through.
            expect(error.message, at).not.toMatch(
              /\b(the|must|should|expected|received|invalid|required|unexpected|body)\b/i,
            );
            const after = await checksum();
            expect(after, at).toBe(before);
          } else {
            // A request that was accepted (an admin closing lot 1, say) may change data: the new state
            // is the baseline for the next refused one.
            before = await checksum();
          }
        },
      ),
      { numRuns: runs, seed },
    );
  }, 240_000);
});
