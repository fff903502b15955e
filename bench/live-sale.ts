/**
 * `npm run bench:live-sale`: a console action of a live sale reaching BENCH_CLIENTS (default 1,000) online
 * bidders on one instance (issue 35: p99 < 250 ms), against the same fan-out by a bare `node:http` server in
 * the same run. For each of BENCH_ACTIONS (default 40) actions, one every BENCH_INTERVAL_MS (default 250):
 * the time from the action's commit (a "a la una" / increment, written by `runLiveAction` here, on
 * PostgreSQL) to its `live-sale` event's arrival at every client; and for the bare server
 * (bench/bare-fanout.ts), from the moment it is handed an event of the same size to its arrival. Prints p50/p99/max of each over BENCH_ROUNDS (default 3)
 * rounds, their spread, and the ratio.
 *
 * The app, the bare server and the clients (bench/live-clients.ts, raw sockets) are separate processes on
 * this machine's cores. Raise `ulimit -n` above twice the clients first.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { auctions, lots, users } from '@/server/db/schema/index.ts';
import { runLiveAction } from '@/server/modules/live-sales/live-sales.service.ts';
import { createBenchDatabase, percentile, startServer } from './support.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = Number(process.env.BENCH_CLIENTS ?? 1000);
const actions = Number(process.env.BENCH_ACTIONS ?? 40);
const intervalMs = Number(process.env.BENCH_INTERVAL_MS ?? 250);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const port = 3800 + Math.floor(Math.random() * 90);
const now = () => performance.timeOrigin + performance.now();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const { database, url } = await createBenchDatabase(serverUrl, 'lonja_bench_live_sale', 4);
const { db } = database;
const [auction] = await db
  .insert(auctions)
  .values({
    title: 'Venta en vivo',
    slug: 'venta-en-vivo',
    startDate: new Date(Date.now() - 3_600_000),
    endDate: new Date(Date.now() + 86_400_000),
    published: true,
    format: 'live',
    liveStartsAt: new Date(),
  })
  .returning();
await db.insert(lots).values(
  Array.from({ length: 3 }, (_, index) => ({
    auctionId: auction!.id,
    title: `Lote ${index + 1}`,
    slug: `lote-${index + 1}`,
    order: index + 1,
    price: 10_000,
    endDate: auction!.endDate,
  })),
);
const [auctioneer] = await db
  .insert(users)
  .values({ firstname: 'Subastador', lastname: 'Sala', email: 'subastador@example.com', roles: ['subastas'] })
  .returning();
const actorId = auctioneer!.id;
await runLiveAction({ db, auctionId: auction!.id, actorId, action: { kind: 'start' } });

const app = await startServer(port, {
  DATABASE_URL: url,
  SEED_DEMO: 'false',
  WEB_DIST_DIR: '/nonexistent',
  LIVE_STREAMS_PER_IP: String(clients + 100),
});
const barePort = port + 100;
const bare = fork('bench/bare-fanout.ts', [], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, PORT: String(barePort) },
});
await new Promise((resolve) => bare.once('message', resolve));

/** Opens the clients in their own process; resolves with it once every stream is open. */
const openClients = async (streamUrl: string) => {
  const child = fork('bench/live-clients.ts', [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, URL: streamUrl, CLIENTS: String(clients), EVENT: 'live-sale', KEY: 'version' },
  });
  const ready = await new Promise<{ open: number; failed: number }>((resolve) =>
    child.once('message', (message) => resolve(message as { open: number; failed: number })),
  );
  console.log(`${ready.open} streams open (${ready.failed} failed) on ${streamUrl}`);
  return child;
};
const arrivalsOf = (child: ChildProcess) =>
  new Promise<[number, number][]>((resolve) => {
    child.once('message', (message) => resolve((message as { arrivals: [number, number][] }).arrivals));
    child.send({ type: 'report' });
  });

/** One round: `actions` events at a fixed interval; each event's latencies to every client. */
const measure = async (
  streamUrl: string,
  fire: (index: number) => Promise<{ version: number; at: number }>,
) => {
  const child = await openClients(streamUrl);
  await pause(1000);
  const sent = new Map<number, number>();
  const start = performance.now();
  for (let i = 0; i < actions; i++) {
    const due = start + i * intervalMs;
    if (due > performance.now()) await pause(due - performance.now());
    const { version, at } = await fire(i);
    sent.set(version, at);
  }
  await pause(2000);
  const latencies = (await arrivalsOf(child))
    .filter(([version]) => sent.has(version))
    .map(([version, at]) => at - sent.get(version)!);
  return { latencies, expected: actions * clients };
};

const lonjaAction = async (index: number) => {
  // "A la una" and back: alternate a warning and an increment change, each one transaction and one event.
  const action =
    index % 2 === 0
      ? ({ kind: 'warning' } as const)
      : ({ kind: 'increment', increment: 500 + index } as const);
  try {
    const state = await runLiveAction({ db, auctionId: auction!.id, actorId, action });
    return { version: state.version, at: now() };
  } catch {
    // A third warning is refused: undo instead is not measured; reset the count with an increment.
    const state = await runLiveAction({
      db,
      auctionId: auction!.id,
      actorId,
      action: { kind: 'increment', increment: 600 + index },
    });
    return { version: state.version, at: now() };
  }
};
let bareVersion = 0;
const bareAction = async () => {
  const version = ++bareVersion;
  const at = now();
  // The same size of payload as a live-sale event carries (the sale's whole public state, ~600 bytes).
  bare.send({
    type: 'event',
    text: `event: live-sale\ndata: {"version":${version},"padding":"${'x'.repeat(600)}"}\n\n`,
  });
  return { version, at };
};

const summary = (values: number[]) => ({
  p50: percentile(values, 50),
  p99: percentile(values, 99),
  max: values.reduce((a, b) => Math.max(a, b), 0),
});
const results: {
  round: number;
  lonja: ReturnType<typeof summary>;
  bare: ReturnType<typeof summary>;
  got: string;
}[] = [];
for (let round = 1; round <= rounds; round++) {
  const lonja = await measure(
    `http://127.0.0.1:${port}/api/frontend/auctions/${auction!.id}/live`,
    lonjaAction,
  );
  const baseline = await measure(`http://127.0.0.1:${barePort}/stream`, bareAction);
  results.push({
    round,
    lonja: summary(lonja.latencies),
    bare: summary(baseline.latencies),
    got: `${lonja.latencies.length}/${lonja.expected} · ${baseline.latencies.length}/${baseline.expected}`,
  });
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
console.log(`\n${clients} clients, ${actions} actions every ${intervalMs} ms, ${rounds} rounds\n`);
console.log('| round | Lonja p50 | p99 | max | bare node:http p50 | p99 | max | p99 ratio | deliveries |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const { round, lonja, bare: b, got } of results)
  console.log(
    `| ${round} | ${ms(lonja.p50)} | ${ms(lonja.p99)} | ${ms(lonja.max)} | ${ms(b.p50)} | ${ms(b.p99)} | ${ms(b.max)} | ${(lonja.p99 / Math.max(1, b.p99)).toFixed(1)} | ${got} |`,
  );
const p99s = results.map((result) => result.lonja.p99);
console.log(
  `\nLonja p99 over the rounds: ${ms(Math.min(...p99s))} – ${ms(Math.max(...p99s))} (target < 250 ms)`,
);
await database.close();
app.kill('SIGTERM');
bare.kill('SIGTERM');
process.exit(0);
