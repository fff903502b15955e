/**
 * `npm run bench:bids`: how many bids per second Lonja accepts under contention, on PostgreSQL.
 *
 * Scenarios: N bidders hammering one hot lot, and N bidders spread over many lots. Each runs twice: over
 * HTTP through the whole app (session, CSRF, validation, JSON), and calling the same bid transaction
 * directly as the ceiling. Prints accepted bids/s, p50/p99 latency and the HTTP/direct ratio.
 * Load generator and server share this machine's cores, so read the figures as relative.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { buildApp } from '@/server/app.ts';
import { loadConfig } from '@/server/config.ts';
import { auctions, lots, subscriptions, users } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { createSession } from '@/server/modules/auth/sessions.service.ts';
import { placeBid } from '@/server/modules/bids/bids.service.ts';
import { createBenchDatabase, percentile } from './support.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const bidders = Number(process.env.BENCH_BIDDERS ?? 32);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const spreadLots = 64;
const databaseName = 'lonja_bench';

const { database } = await createBenchDatabase(serverUrl, databaseName, 40);
const { db } = database;

const [auction] = await db
  .insert(auctions)
  .values({
    title: 'Benchmark',
    slug: 'benchmark',
    startDate: new Date(Date.now() - 3_600_000),
    endDate: new Date(Date.now() + 86_400_000),
    published: true,
    commissionPercent: 10,
  })
  .returning();
// Soft close must not stretch the benchmark lots: they end a day from now.
const people = await db
  .insert(users)
  .values(
    Array.from({ length: bidders }, (_, index) => ({
      firstname: 'Bench',
      lastname: String(index),
      email: `bench${index}@example.com`,
      isActive: true,
    })),
  )
  .returning();
await db.insert(subscriptions).values(
  people.map((person) => ({
    auctionId: auction!.id,
    userId: person.id,
    status: 'accepted' as const,
    paid: true,
  })),
);

const makeLots = async (count: number) =>
  db
    .insert(lots)
    .values(
      Array.from({ length: count }, (_, index) => ({
        auctionId: auction!.id,
        title: `Lote ${index + 1}`,
        slug: `lote-${index}`,
        price: 10_000,
        order: index + 1,
        endDate: auction!.endDate,
      })),
    )
    .returning();

const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JOBS_POLL_MS: '0',
    LOT_CLOSER_MS: '0',
    WEB_DIST_DIR: '/nonexistent',
    UPLOADS_DIR: '/tmp/lonja-bench-uploads',
    // The benchmark's bidders bid as fast as the server answers: no abuse limit in the way.
    BID_LIMIT_PER_10S: '1000000',
  }),
  database,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const sessions = await Promise.all(
  people.map(async (person) => {
    const { token, session } = await createSession({ db, userId: person.id, remember: true });
    return { cookie: `lonja_session=${token}; XSRF-TOKEN=${session.csrfToken}`, csrf: session.csrfToken };
  }),
);

type TResult = { accepted: number; latencies: number[]; refused: number };

/** Every bidder loops for `seconds`: bid the minimum it last heard of, learn the new one from the answer. */
const run = async (
  lotIds: number[],
  bid: (bidder: number, lotId: number, amount: number) => Promise<{ ok: boolean; minimum: number }>,
) => {
  const result: TResult = { accepted: 0, latencies: [], refused: 0 };
  const minimums = new Map(lotIds.map((id) => [id, 10_000]));
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: bidders }, async (_, bidder) => {
      let round = 0;
      while (Date.now() < deadline) {
        const lotId = lotIds[(bidder + round++) % lotIds.length]!;
        const started = performance.now();
        const outcome = await bid(bidder, lotId, minimums.get(lotId)!);
        result.latencies.push(performance.now() - started);
        if (outcome.ok) result.accepted++;
        else result.refused++;
        minimums.set(lotId, Math.max(minimums.get(lotId)!, outcome.minimum));
      }
    }),
  );
  return result;
};

const overHttp = async (bidder: number, lotId: number, amount: number) => {
  const session = sessions[bidder]!;
  const response = await fetch(`${base}/api/frontend/auth/lots/${lotId}/bid`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-xsrf-token': session.csrf },
    body: JSON.stringify({ bid: { amount } }),
  });
  const body = (await response.json()) as {
    data?: { lot: { minimumBid: number } };
    error?: { minimum?: number };
  };
  return { ok: response.ok, minimum: body.data?.lot.minimumBid ?? body.error?.minimum ?? amount };
};

const direct = async (bidder: number, lotId: number, amount: number) => {
  try {
    const result = await placeBid({ db, user: people[bidder]!, lotId, amount, maxAmount: null });
    return { ok: true, minimum: result.lot.minimumBid };
  } catch (error) {
    // Too low (409) or already leading (422): refused, as over HTTP.
    if (error instanceof AppError) return { ok: false, minimum: error.extra?.minimum ?? amount };
    throw error;
  }
};

const report = (name: string, http: TResult, ceiling: TResult) => {
  const rate = (result: TResult) => result.accepted / seconds;
  const line = (label: string, result: TResult) =>
    `  ${label.padEnd(8)} accepted ${rate(result).toFixed(0).padStart(6)} bids/s   requests ${((result.accepted + result.refused) / seconds).toFixed(0).padStart(6)}/s   p50 ${percentile(result.latencies, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(result.latencies, 99).toFixed(1).padStart(7)} ms`;
  console.log(`\n${name} (${bidders} concurrent bidders, ${seconds} s each)`);
  console.log(line('HTTP', http));
  console.log(line('direct', ceiling));
  console.log(
    `  HTTP / direct accepted-bid ratio: ${(rate(http) / Math.max(rate(ceiling), 1e-9)).toFixed(2)}`,
  );
};

const [hotHttp] = await makeLots(1);
const [hotDirect] = await makeLots(1);
report('One hot lot', await run([hotHttp!.id], overHttp), await run([hotDirect!.id], direct));
const spreadHttp = await makeLots(spreadLots);
const spreadDirect = await makeLots(spreadLots);
report(
  `Across ${spreadLots} lots`,
  await run(
    spreadHttp.map((lot) => lot.id),
    overHttp,
  ),
  await run(
    spreadDirect.map((lot) => lot.id),
    direct,
  ),
);

const [check] = await db.select().from(lots).where(eq(lots.id, hotHttp!.id));
console.log(`\nHot lot after the run: ${check!.bidsCount} bids, price ${(check!.maxBid ?? 0) / 100} €.`);
await app.close();
await database.close();
