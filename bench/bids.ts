/**
 * `npm run bench:bids`: accepted bids per second through the whole app against what PostgreSQL itself
 * does with the same work (issue 13, item 6).
 *
 * - The app: the real server (src/server/main.ts) in its own process, on a fresh PostgreSQL database; the
 *   load generator (bench/bid-load.ts) in another, one session and connection per simulated bidder.
 * - The ceiling: pgbench running the minimal bid transaction (lock the lot, insert the bid, update the lot,
 *   notify, commit) on the same tables, with as many clients as there are bidders. It carries the lot's chain
 *   head into the bid's trigger as place_bid does (drizzle/0058), so the lot is updated once, not twice.
 * - The app's own statement, one bid a call: pgbench calling `place_bid_and_announce` (which runs
 *   `place_bid`) as the server did before it placed the bids that arrive together in one statement
 *   (drizzle/0061), for "the next minimum, up to X", counted in bids it accepted: the rules, the bidders'
 *   records and the live event the minimal transaction skips, without HTTP and Node.
 * - Scenarios: one hot lot and 10,000 lots, at 32 and 100 bidders, bidding the exact amount they last heard
 *   of or "the next minimum, up to X". Each repetition (once the app's notifier has caught up with the bids
 *   of the last one's pgbench runs) runs every scenario and its ceiling back to back;
 *   the ratio is computed within a repetition, and the median and spread over repetitions are printed.
 * - Latency at half the maximum: the 32-bidder scenarios again, open loop at half the requests per second
 *   the closed loop reached in that repetition; beside them pgbench calling place_bid at the same rate, open
 *   loop too: the latency the database itself gives at that load.
 * - The HTTP ceiling: GET /api/health from as many connections, in the same repetition: what one app
 *   process answers when a request does nothing, so what share of it the bids reach.
 * - CPU per accepted bid of the server, PostgreSQL and the load generator (from /proc), and the most an app
 *   that gives each bid a transaction of its own could reach across 10,000 lots on these cores: a request
 *   that does nothing plus the minimal transaction. The app shares a transaction among the bids that arrive
 *   together, so it can pass it.
 * - Statements per accepted bid: once per scenario, a second server reaches PostgreSQL through a relay that
 *   counts statements on the wire (bench/statement-counter.ts): everything that server sends, live hub and
 *   refused bids included, divided by the bids it accepted.
 *
 * Both sides share this machine's cores with the load generator: read ratios, not absolute figures.
 * BENCH_SECONDS (8), BENCH_REPEATS (3), BENCH_INSTANCES (1 app process), BENCH_DATABASE_URL, PGBENCH
 * (path) and BENCH_ONLY (run the scenarios whose name contains it, e.g. "32 bidders, next") adjust it. PostgreSQL must
 * allow 100 pgbench clients plus the servers' pools (max_connections ≥ 130).
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { bidSteps } from '@/common/bid-rules.ts';
import { auctions, configData, lots, subscriptions, users } from '@/server/db/schema/index.ts';
import { createSession } from '@/server/modules/auth/sessions.service.ts';
import { startStatementCounter } from '../test/statement-counter.ts';
import type { TLoadResult, TLoadTask } from './bid-load.ts';
import { cpuSeconds, createBenchDatabase, percentile, postgresCpuSeconds, startServer } from './support.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const repeats = Number(process.env.BENCH_REPEATS ?? 3);
const pgbench = process.env.PGBENCH ?? '/usr/lib/postgresql/15/bin/pgbench';
const instances = Number(process.env.BENCH_INSTANCES ?? 1);
const spreadCount = 10_000;
const maxBidders = 100;
const startingPrice = 10_000;
const databaseName = 'lonja_bench_bids';

type TScenario = { name: string; hot: boolean; bidders: number; mode: TLoadTask['mode'] };
const scenarios: TScenario[] = [];
for (const hot of [true, false])
  for (const bidders of [32, 100])
    for (const mode of ['next-minimum', 'exact'] as const) {
      const name = `${hot ? 'hot lot' : '10,000 lots'}, ${bidders} bidders, ${mode}`;
      if (name.includes(process.env.BENCH_ONLY ?? '')) scenarios.push({ name, hot, bidders, mode });
    }

// ---- The database: one auction, 10,000 lots, a hot lot per run, 100 accepted bidders with sessions ----
const { database, url } = await createBenchDatabase(serverUrl, databaseName, 4);
const { db } = database;
const [auction] = await db
  .insert(auctions)
  .values({
    title: 'Benchmark',
    slug: 'benchmark',
    startDate: new Date(Date.now() - 3_600_000),
    endDate: new Date(Date.now() + 2 * 86_400_000),
    published: true,
  })
  .returning();
// Lots end a day from now, so soft close never stretches them. Each is described as a real lot is (~700
// characters): the text is indexed for search, and what a bid's update of its lot costs depends on it.
const description = (index: number) =>
  `Fresadora universal de columna nº ${index + 1}, con mesa de trabajo de 1.200 x 300 mm, avance automático en los tres ejes, cabezal vertical inclinable, motor principal de 5,5 kW, visualizador digital de cotas, refrigeración por taladrina, juego de pinzas y mordaza hidráulica. Peso aproximado 2.100 kg. Se entrega tal como está, sin garantía, en la nave de la empresa concursada en Alcalá de Henares (Madrid); el adjudicatario la desmonta, carga y retira por sus medios en el plazo fijado, previa cita con el administrador concursal. Documentación: manual de uso y declaración CE.`;
const lotRows = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => ({
    auctionId: auction!.id,
    title: `${prefix} ${index + 1}`,
    description: description(index),
    slug: `${prefix.toLowerCase()}-${index + 1}`,
    price: startingPrice,
    order: index + 1,
    endDate: new Date(Date.now() + 86_400_000),
  }));
const spreadIds: number[] = [];
for (let from = 0; from < spreadCount; from += 1000) {
  const rows = lotRows(spreadCount, 'Lote').slice(from, from + 1000);
  spreadIds.push(...(await db.insert(lots).values(rows).returning({ id: lots.id })).map((row) => row.id));
}
// A fresh hot lot for every run, app or pgbench, so each starts from the same price.
const hotLots = (await db.insert(lots).values(lotRows(200, 'Caliente')).returning({ id: lots.id })).map(
  (row) => row.id,
);
const nextHotLot = () => {
  const id = hotLots.shift();
  if (id === undefined) throw new Error('Out of hot lots');
  return id;
};
const people = await db
  .insert(users)
  .values(
    Array.from({ length: maxBidders }, (_, index) => ({
      firstname: 'Pujador',
      lastname: String(index),
      email: `pujador${index}@example.com`,
      isActive: true,
    })),
  )
  .returning();
await db
  .insert(subscriptions)
  .values(
    people.map((person) => ({ auctionId: auction!.id, userId: person.id, status: 'accepted' as const })),
  );
// One euro a step, as pgbench's transaction adds: a hot lot takes thousands of bids a run, and the house's
// increments, which grow with the price, would carry it past the largest amount a bid may have.
const benchRanges = [{ value: 0, increment: 1 }];
await db.update(configData).set({ value: benchRanges }).where(eq(configData.key, 'bidRanges'));
const sessions = await Promise.all(
  people.map(async (person) => {
    const { token, session } = await createSession({ db, userId: person.id, remember: true });
    return { cookie: `lonja_session=${token}; XSRF-TOKEN=${session.csrfToken}`, csrf: session.csrfToken };
  }),
);
/**
 * What autovacuum would have done by then on a live site. This machine's PostgreSQL, like CI's, runs with
 * autovacuum off (conf.d/90-ci.conf), so: statistics, since plans made while a table was nearly empty would
 * stay (each repetition first bids for a moment, then analyzes, and the server's connections plan again
 * with what a live site has); and a vacuum, since every bid leaves a dead version of its lot's row and of
 * its bidder's pending notice, and each repetition started on the dead rows of the ones before: across
 * 10,000 lots with 32 bidders the app's ratio to the bound was 0.89 (0.73–1.13) without it, 1.07
 * (0.94–1.41) with it (docs/benchmarks.md). A checkpoint too, so that neither side measures the flush of the
 * other's writes. Run before the app's scenarios and before pgbench's.
 */
const settleDatabase = async () => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('vacuum (analyze)');
  await client.query('checkpoint');
  await client.end();
};
await database.close();

/**
 * pgbench's `place_bid` calls write bid events as the app's do, and the app's notifier owes their outbid
 * notices: a repetition starts once it has caught up and the notices it queued are sent (the jobs due), so
 * each scenario's figures carry its own bids' notices and not the last repetition's pgbench runs'. Each of
 * those notices names the thousands of lots pgbench outbid its bidder on; sent during the next repetition,
 * they took the hot lot from 313 to 208 bids/s (the server at 2.3, then 4.2 ms of CPU a bid).
 */
const notifierCaughtUp = async () => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (let waited = 0; waited < 300; waited++) {
    const { rows } = await client.query<{ behind: boolean }>(
      `select coalesce((select position from event_cursors where name = 'notices:bids'), 0)
           < coalesce((select max(id) from auction_events where type = 'bid'), 0)
         or exists (select from jobs where done_at is null and run_at <= now()) as behind`,
    );
    if (!rows[0]!.behind) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await client.end();
};

// ---- The three sides: the app, the app through the statement counter, pgbench ----
const serverEnv = {
  SEED_DEMO: 'false',
  // Errors only: the API alone is measured, so the warning that there is no web build is expected.
  LOG_LEVEL: 'error',
  WEB_DIST_DIR: '/nonexistent',
  // The simulated bidders bid as fast as they are answered: no abuse limit in the way.
  BID_LIMIT_PER_10S: '100000000',
};
/** BENCH_INSTANCES app processes on the database, each bidder sticking to one. */
const startApp = async (databaseUrl: string) => {
  const base = 3800 + Math.floor(Math.random() * 150);
  const ports = Array.from({ length: instances }, (_, index) => base + index);
  const servers = await Promise.all(
    ports.map((port) => startServer(port, { ...serverEnv, DATABASE_URL: databaseUrl })),
  );
  return { servers, baseUrls: ports.map((port) => `http://127.0.0.1:${port}`) };
};
const stop = (servers: ChildProcess[]) =>
  Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.once('exit', () => resolve());
          server.kill('SIGTERM');
        }),
    ),
  );

const load = (task: TLoadTask) =>
  new Promise<TLoadResult>((resolve, reject) => {
    const child = fork('bench/bid-load.ts', [], { execArgv: ['--import', 'tsx'] });
    child.once('message', (result) => resolve(result as TLoadResult));
    child.once('exit', (code) => code !== 0 && reject(new Error(`The load generator failed (${code})`)));
    child.send(task);
  });

type TApp = Awaited<ReturnType<typeof startApp>>;
/** CPU seconds used meanwhile by the app's processes, PostgreSQL's and the load generator. */
type TCpu = { server: number; postgres: number; load: number };
const runApp = async (app: TApp, scenario: TScenario, runSeconds: number, rate?: number) => {
  const serverCpu = () => app.servers.reduce((total, server) => total + cpuSeconds(server.pid!), 0);
  const before = { server: serverCpu(), postgres: postgresCpuSeconds() };
  const result = await load({
    baseUrls: app.baseUrls,
    sessions: sessions.slice(0, scenario.bidders),
    lotIds: scenario.hot ? [nextHotLot()] : spreadIds,
    startingMinimum: startingPrice,
    mode: scenario.mode,
    seconds: runSeconds,
    rate,
  });
  const cpu: TCpu = {
    server: serverCpu() - before.server,
    postgres: postgresCpuSeconds() - before.postgres,
    load: result.cpuSeconds,
  };
  return { ...result, cpu };
};

const scriptDir = mkdtempSync(join(tmpdir(), 'lonja-bench-'));
process.on('exit', () => rmSync(scriptDir, { recursive: true, force: true }));
const script = join(scriptDir, 'bid.sql');
writeFileSync(
  script,
  `\\set lot random(:lo, :hi)
\\set bidder random(:ulo, :uhi)
BEGIN;
SELECT price, max_bid, set_config('lonja.chain_lot', id::text, true), set_config('lonja.chain_head', coalesce(chain_head, bid_chain_genesis(id)), true) FROM lots WHERE id = :lot FOR UPDATE;
INSERT INTO bids (lot_id, user_id, amount) SELECT id, :bidder, coalesce(max_bid, price) + 100 FROM lots WHERE id = :lot;
UPDATE lots SET max_bid = coalesce(max_bid, price) + 100, max_bidder_id = :bidder, bids_count = bids_count + 1, chain_head = current_setting('lonja.chain_head') WHERE id = :lot;
SELECT pg_notify('lonja_bench', :lot::text);
COMMIT;
`,
);

// The server's statement for one bid alone, "the next minimum, up to X" (drizzle/0055; the server now sends
// place_bids_and_announce, which does the same for each of the bids sent together); lots end a day from
// now, so the soft-close window plays no part.
const { thresholds, increments } = bidSteps(benchRanges);
const placeBidScript = join(scriptDir, 'place-bid.sql');
writeFileSync(
  placeBidScript,
  `\\set lot random(:lo, :hi)
\\set bidder random(:ulo, :uhi)
CALL place_bid_and_announce(:lot, :bidder, NULL, 1, NULL, 1000000000000, '{${thresholds}}'::bigint[], '{${increments}}'::bigint[], 180, 180, NULL);
`,
);

/** Bids on record, to count what pgbench's place_bid calls accepted. */
const countBids = async () => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ count: string }>('select count(*) from bids');
  await client.end();
  return Number(rows[0]!.count);
};

/**
 * pgbench's transactions per second with `clients` clients on the hot lot or across the 10,000; with a
 * `rate`, open loop at that many per second (-R), and each transaction's latency from its log (-l),
 * counted from when it was due as the app's open loop counts its requests.
 */
const runPgbench = (hot: boolean, clients: number, file = script, rate?: number) =>
  new Promise<{ tps: number; latenciesMs: number[] }>((resolve, reject) => {
    const [lo, hi] = hot ? [nextHotLot(), 0] : [spreadIds[0]!, spreadIds.at(-1)!];
    const logPrefix = join(scriptDir, `latency-${Date.now()}`);
    const child = spawn(
      pgbench,
      [
        ...['-n', '-M', 'prepared', '-f', file, '-c', String(clients), '-j', '2', '-T', String(seconds)],
        ...(rate ? ['-R', String(rate), '-l', `--log-prefix=${logPrefix}`] : []),
        ...['-D', `lo=${lo}`, '-D', `hi=${hot ? lo : hi}`, '-D', `ulo=${people[0]!.id}`],
        ...['-D', `uhi=${people.at(-1)!.id}`, url],
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], cwd: scriptDir },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1];
      if (code !== 0 || !tps) return reject(new Error(`pgbench failed:\n${output}`));
      // One line per transaction: client, transaction, latency in µs (schedule lag included), …
      const latenciesMs = readdirSync(scriptDir)
        .filter((name) => join(scriptDir, name).startsWith(logPrefix))
        .flatMap((name) =>
          readFileSync(join(scriptDir, name), 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => Number(line.split(' ')[2]) / 1000),
        );
      resolve({ tps: Number(tps), latenciesMs });
    });
  });

// ---- The runs ----
type TRun = {
  /** CPU ms per accepted bid: the server, PostgreSQL, the load generator. */
  cpu: TCpu;
  accepted: number;
  requests: number;
  p50: number;
  p99: number;
  ceiling: number;
  ownStatement: number;
};
const runs = new Map<string, TRun[]>(scenarios.map((scenario) => [scenario.name, []]));
const healthRuns = new Map<number, number[]>();
type THalfLoad = {
  rate: number;
  p50: number;
  p99: number;
  accepted: number;
  /** pgbench's place_bid at the same rate ("next minimum" scenarios only). */
  pgbench?: { p50: number; p99: number };
};
const halfLoad = new Map<string, THalfLoad[]>();
const ceilings = new Map<string, number>();
const ownStatement = new Map<string, number>();

const perSecond = (result: TLoadResult, count: number) => count / result.seconds;
/** CPU ms per accepted bid on each side, from a run's CPU seconds. */
const cpuPerBid = ({ cpu, accepted }: { cpu: TCpu; accepted: number }): TCpu => ({
  server: (1000 * cpu.server) / Math.max(accepted, 1),
  postgres: (1000 * cpu.postgres) / Math.max(accepted, 1),
  load: (1000 * cpu.load) / Math.max(accepted, 1),
});
const log = (message: string) => console.log(message);

for (let repeat = 1; repeat <= repeats; repeat++) {
  log(`\nRepetition ${repeat} of ${repeats}`);
  const app = await startApp(url);
  const { servers, baseUrls } = app;
  await runApp(app, { name: 'warm-up', hot: false, bidders: 32, mode: 'next-minimum' }, 2);
  await notifierCaughtUp();
  await settleDatabase();
  const measured = new Map<string, TLoadResult & { cpu: TCpu }>();
  for (const scenario of scenarios) {
    const result = await runApp(app, scenario, seconds);
    measured.set(scenario.name, result);
    log(
      `  app     ${scenario.name.padEnd(36)} ${perSecond(result, result.accepted).toFixed(0).padStart(5)} accepted/s, ${perSecond(result, result.requests).toFixed(0).padStart(5)} requests/s; CPU ms per accepted bid: ${Object.entries(
        cpuPerBid(result),
      )
        .map(([side, ms]) => `${side} ${ms.toFixed(2)}`)
        .join(', ')}`,
    );
  }
  for (const bidders of [32, 100]) {
    const result = await load({
      baseUrls,
      sessions: sessions.slice(0, bidders),
      lotIds: [],
      startingMinimum: 0,
      mode: 'health',
      seconds,
    });
    healthRuns.set(bidders, [...(healthRuns.get(bidders) ?? []), perSecond(result, result.requests)]);
    log(
      `  app     GET /api/health, ${bidders} connections`.padEnd(46) +
        `${perSecond(result, result.requests).toFixed(0).padStart(5)} requests/s`,
    );
  }
  for (const scenario of scenarios.filter((item) => item.bidders === 32)) {
    const max = perSecond(measured.get(scenario.name)!, measured.get(scenario.name)!.requests);
    const result = await runApp(app, scenario, seconds, max / 2);
    const entry: THalfLoad = {
      rate: max / 2,
      p50: percentile(result.latenciesMs, 50),
      p99: percentile(result.latenciesMs, 99),
      accepted: perSecond(result, result.accepted),
    };
    halfLoad.set(scenario.name, [...(halfLoad.get(scenario.name) ?? []), entry]);
    log(
      `  app     ${scenario.name.padEnd(36)} at ${entry.rate.toFixed(0)} requests/s: p50 ${entry.p50.toFixed(1)} ms, p99 ${entry.p99.toFixed(1)} ms`,
    );
  }
  // pgbench needs the connections the server holds.
  await stop(servers);
  await settleDatabase();
  for (const hot of [true, false])
    for (const clients of [32, 100]) {
      const { tps } = await runPgbench(hot, clients);
      ceilings.set(`${hot}/${clients}`, tps);
      log(
        `  pgbench ${`${hot ? 'hot lot' : '10,000 lots'}, ${clients} clients`.padEnd(36)} ${tps.toFixed(0).padStart(5)} bids/s`,
      );
      const before = await countBids();
      const { tps: calls } = await runPgbench(hot, clients, placeBidScript);
      const accepted = ((await countBids()) - before) / seconds;
      ownStatement.set(`${hot}/${clients}`, accepted);
      log(
        `  pgbench ${`${hot ? 'hot lot' : '10,000 lots'}, ${clients} clients, place_bid`.padEnd(36)} ${accepted.toFixed(0).padStart(5)} accepted/s (${calls.toFixed(0)} calls/s)`,
      );
    }
  // The database's own latency at the app's half load: pgbench calling place_bid at the same rate, for
  // "the next minimum, up to X" (its script), with as many clients.
  for (const scenario of scenarios.filter((item) => item.bidders === 32 && item.mode === 'next-minimum')) {
    const entry = halfLoad.get(scenario.name)!.at(-1)!;
    const { latenciesMs } = await runPgbench(scenario.hot, 32, placeBidScript, entry.rate);
    entry.pgbench = { p50: percentile(latenciesMs, 50), p99: percentile(latenciesMs, 99) };
    log(
      `  pgbench ${`${scenario.hot ? 'hot lot' : '10,000 lots'}, place_bid`.padEnd(36)} at ${entry.rate.toFixed(0)}/s: p50 ${entry.pgbench.p50.toFixed(1)} ms, p99 ${entry.pgbench.p99.toFixed(1)} ms`,
    );
  }
  for (const scenario of scenarios) {
    const result = measured.get(scenario.name)!;
    runs.get(scenario.name)!.push({
      accepted: perSecond(result, result.accepted),
      requests: perSecond(result, result.requests),
      p50: percentile(result.latenciesMs, 50),
      p99: percentile(result.latenciesMs, 99),
      ceiling: ceilings.get(`${scenario.hot}/${scenario.bidders}`)!,
      ownStatement: ownStatement.get(`${scenario.hot}/${scenario.bidders}`)!,
      cpu: cpuPerBid(result),
    });
  }
}

// Statements per accepted bid, through the counting relay, once per scenario.
const statementsPerBid = new Map<string, number>();
{
  const database = new URL(url);
  const counter = await startStatementCounter({
    host: database.hostname,
    port: Number(database.port || 5432),
  });
  const relayed = new URL(url);
  relayed.host = `127.0.0.1:${counter.port}`;
  const app = await startApp(relayed.toString());
  for (const scenario of scenarios) {
    const before = counter.statements();
    const result = await runApp(app, scenario, Math.min(seconds, 3));
    statementsPerBid.set(scenario.name, (counter.statements() - before) / Math.max(result.accepted, 1));
  }
  await stop(app.servers);
  await counter.close();
}

// ---- The report ----
const median = (values: number[]) => percentile(values, 50);
const spread = (values: number[], digits = 0) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
log(
  `\nbench:bids — ${instances} app instance(s), ${repeats} repetitions of ${seconds} s; median (min–max over repetitions)\n`,
);
log(
  '| scenario | accepted bids/s | requests/s | p50 ms | p99 ms | pgbench ceiling bids/s | ratio to ceiling | pgbench place_bid accepted/s | ratio to place_bid | statements per accepted bid |',
);
log('|---|---|---|---|---|---|---|---|---|---|');
for (const scenario of scenarios) {
  const list = runs.get(scenario.name)!;
  const ratios = list.map((run) => run.accepted / run.ceiling);
  const ownRatios = list.map((run) => run.accepted / run.ownStatement);
  const cell = (pick: (run: TRun) => number, digits = 0) =>
    `${median(list.map(pick)).toFixed(digits)} (${spread(list.map(pick), digits)})`;
  log(
    `| ${scenario.name} | ${cell((run) => run.accepted)} | ${cell((run) => run.requests)} | ${cell((run) => run.p50, 1)} | ${cell((run) => run.p99, 1)} | ${cell((run) => run.ceiling)} | ${median(ratios).toFixed(2)} (${spread(ratios, 2)}) | ${cell((run) => run.ownStatement)} | ${median(ownRatios).toFixed(2)} (${spread(ownRatios, 2)}) | ${statementsPerBid.get(scenario.name)!.toFixed(2)} |`,
  );
}
log('\nThe HTTP ceiling of the same process: GET /api/health, closed loop:\n');
log('| connections | requests/s |');
log('|---|---|');
for (const [bidders, list] of healthRuns)
  log(`| ${bidders} | ${median(list).toFixed(0)} (${spread(list)}) |`);
log('\nCPU ms per accepted bid (from /proc, over the closed-loop run):\n');
log('| scenario | server | PostgreSQL | load generator | in all |');
log('|---|---|---|---|---|');
for (const scenario of scenarios) {
  const list = runs.get(scenario.name)!;
  const cell = (pick: (cpu: TCpu) => number) =>
    `${median(list.map((run) => pick(run.cpu))).toFixed(2)} (${spread(
      list.map((run) => pick(run.cpu)),
      2,
    )})`;
  log(
    `| ${scenario.name} | ${cell((cpu) => cpu.server)} | ${cell((cpu) => cpu.postgres)} | ${cell((cpu) => cpu.load)} | ${cell((cpu) => cpu.server + cpu.postgres + cpu.load)} |`,
  );
}
// Where the cores are the limit (10,000 lots: no bid waits for another's lock), a bid given a transaction of
// its own costs at least what a request that does nothing costs (health, with its one statement) plus what
// the minimal transaction costs: at best H·C/(H+C) bids/s, so H/(H+C) of the ceiling. Bids sharing a
// transaction (the app's, under load) share its cost, and may pass it.
log(
  '\nThe most an app giving each bid a transaction of its own reaches here across 10,000 lots, a request that does nothing plus the minimal transaction:\n',
);
for (const bidders of [32, 100]) {
  const scenario = scenarios.find((item) => !item.hot && item.bidders === bidders);
  if (!scenario) continue;
  const list = runs.get(scenario.name)!;
  const bounds = list.map(
    (run, index) => healthRuns.get(bidders)![index]! / (healthRuns.get(bidders)![index]! + run.ceiling),
  );
  // The app against the bound, within each repetition.
  const ofBound = list.map((run, index) => run.accepted / run.ceiling / bounds[index]!);
  log(
    `- ${bidders} bidders: ${median(bounds).toFixed(2)} (${spread(bounds, 2)}) of the ceiling; the app reached ${median(ofBound).toFixed(2)} (${spread(ofBound, 2)}) × that`,
  );
}
log('\nOpen loop at half the maximum requests/s of the same repetition (32 bidders):\n');
log(
  '| scenario | requests/s offered | accepted bids/s | p50 ms | p99 ms | pgbench place_bid at the same rate: p50 ms | p99 ms |',
);
log('|---|---|---|---|---|---|---|');
for (const [name, list] of halfLoad) {
  const cell = (pick: (entry: THalfLoad) => number | undefined, digits = 0) => {
    const values = list.map(pick).filter((value): value is number => value !== undefined);
    return values.length ? `${median(values).toFixed(digits)} (${spread(values, digits)})` : '—';
  };
  log(
    `| ${name} | ${cell((entry) => entry.rate)} | ${cell((entry) => entry.accepted)} | ${cell((entry) => entry.p50, 1)} | ${cell((entry) => entry.p99, 1)} | ${cell((entry) => entry.pgbench?.p50, 1)} | ${cell((entry) => entry.pgbench?.p99, 1)} |`,
  );
}
process.exit(0);
