/**
 * `npm run bench:live`: one app instance holding BENCH_CLIENTS (default 10,000) live streams of one
 * auction, on PostgreSQL. Prints the server's memory per client (its resident set, read from /proc,
 * before and after the clients connect) and, for BENCH_BIDS bids (default 20) placed one after another,
 * the time from each bid's commit to its arrival at every client (p50/p99 over all deliveries), and
 * whether every client got every bid.
 *
 * The server runs in its own process; the clients in BENCH_CLIENT_PROCESSES (default 2) others, with raw
 * sockets. Clients and server share this machine's cores, so delivery times include the clients' own
 * work. Every stream is a file descriptor in the server and in a client process: with the usual 1,024 of
 * `ulimit -n`, raise it first (`ulimit -n 20000`), or connections fail with EMFILE.
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { auctions, lots, subscriptions, users } from '@/server/db/schema/index.ts';
import { placeBid } from '@/server/modules/bids/bids.service.ts';
import { createBenchDatabase, percentile, startServer } from './support.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = Number(process.env.BENCH_CLIENTS ?? 10_000);
const bidsToPlace = Number(process.env.BENCH_BIDS ?? 20);
const processes = Number(process.env.BENCH_CLIENT_PROCESSES ?? 2);
const databaseName = 'lonja_bench_live';
const port = 3700 + Math.floor(Math.random() * 90);
const now = () => performance.timeOrigin + performance.now();
const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const openFiles = Number(
  /Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? Infinity,
);
if (clients + 1000 > openFiles)
  console.warn(`ulimit -n is ${openFiles}: run \`ulimit -n ${clients + 1000}\` first, or streams will fail.`);

const { database, url } = await createBenchDatabase(serverUrl, databaseName, 4);
const { db } = database;
const [auction] = await db
  .insert(auctions)
  .values({
    title: 'Subasta en directo',
    slug: 'subasta-en-directo',
    startDate: new Date(Date.now() - 3_600_000),
    endDate: new Date(Date.now() + 86_400_000),
    published: true,
  })
  .returning();
const [lot] = await db
  .insert(lots)
  .values({
    auctionId: auction!.id,
    title: 'Lote 1',
    slug: 'lote-1',
    price: 10_000,
    endDate: auction!.endDate,
  })
  .returning();
const bidders = await db
  .insert(users)
  .values(
    [0, 1].map((index) => ({
      firstname: 'Pujador',
      lastname: String(index),
      email: `live${index}@example.com`,
      isActive: true,
    })),
  )
  .returning();
await db.insert(subscriptions).values(
  bidders.map((bidder) => ({
    auctionId: auction!.id,
    userId: bidder.id,
    status: 'accepted' as const,
    paid: true,
  })),
);

const server = await startServer(port, {
  DATABASE_URL: url,
  SEED_DEMO: 'false',
  WEB_DIST_DIR: '/nonexistent',
  // Every simulated client comes from this host: lift the per-address cap for the measurement.
  LIVE_STREAMS_PER_IP: String(clients + 100),
});
const base = `http://127.0.0.1:${port}`;
await pause(1000);
const before = rssKb(server.pid!);

console.log(`Opening ${clients.toLocaleString('es')} live streams from ${processes} processes…`);
const opened = performance.now();
const children = Array.from({ length: processes }, (_, index) =>
  fork('bench/live-clients.ts', [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      URL: `${base}/api/frontend/auctions/${auction!.id}/live`,
      CLIENTS: String(Math.floor(clients / processes) + (index < clients % processes ? 1 : 0)),
    },
  }),
);
const ready = await Promise.all(
  children.map(
    (child) =>
      new Promise<{ open: number; failed: number }>((resolve) =>
        child.once('message', (message) => resolve(message as { open: number; failed: number })),
      ),
  ),
);
const open = ready.reduce((total, child) => total + child.open, 0);
const failed = ready.reduce((total, child) => total + child.failed, 0);
console.log(
  `${open.toLocaleString('es')} open (${failed} failed) in ${((performance.now() - opened) / 1000).toFixed(1)} s`,
);
await pause(2000);
const after = rssKb(server.pid!);

// Bids one after another, each from the bidder who is not leading, at the lot's next minimum.
const committed = new Map<number, number>();
let minimum = 10_000;
for (let i = 0; i < bidsToPlace; i++) {
  const result = await placeBid({
    database,
    user: bidders[i % 2]!,
    lotId: lot!.id,
    amount: minimum,
    maxAmount: null,
  });
  committed.set(minimum, now());
  minimum = result.lot.minimumBid;
  await pause(100);
}
await pause(3000);

const reports = await Promise.all(
  children.map(
    (child) =>
      new Promise<[number, number][]>((resolve) => {
        child.once('message', (message) => resolve((message as { arrivals: [number, number][] }).arrivals));
        child.send({ type: 'report' });
      }),
  ),
);
const latencies = reports.flat().map(([amount, at]) => at - committed.get(amount)!);
const expected = open * bidsToPlace;
console.log(
  `\nServer memory: ${(before / 1024).toFixed(0)} MB idle, ${(after / 1024).toFixed(0)} MB with ${open.toLocaleString('es')} streams → ${((after - before) / open).toFixed(1)} KB per client`,
);
console.log(
  `Deliveries: ${latencies.length.toLocaleString('es')} of ${expected.toLocaleString('es')} (${bidsToPlace} bids × ${open.toLocaleString('es')} clients)`,
);
console.log(
  `Bid commit → arrival at every client: p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${latencies.reduce((a, b) => Math.max(a, b), 0).toFixed(0)} ms`,
);
await database.close();
server.kill('SIGTERM');
process.exit(0);
