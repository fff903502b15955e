/**
 * `npm run bench:live`: one app instance holding BENCH_CLIENTS (default 10,000) live streams of one
 * auction, on PostgreSQL. Prints the server's memory per client (its resident set, read from /proc,
 * before and after the clients connect) and, at each rate of BENCH_RATES (default 1, 10 and 30 bids/s)
 * for BENCH_PHASE_SECONDS (default 5, and at least 15 events), the time from each bid's commit to its
 * arrival at every client (p50/p99 over all deliveries), whether every client got every bid, and the latency of a trivial
 * endpoint (/api/health, 20 requests/s from autocannon in its own process) meanwhile: fan-out must not
 * stall the instance's other requests. Then the CPU each bid's fan-out cost the server and the clients
 * (from /proc), and that divided by the cores: the soonest the machine could reach the last client.
 * Then the ceiling, in the same run: a bare node:http server (bench/bare-fanout.ts) writing the same bytes to
 * as many streams at the same rates, and the app's ratio to it (bare ÷ app delivery times; goal ≥ 0.9). Both
 * hold their streams at once and take the events in turns, a block each (measureRound), so that both are
 * measured over the same stretch of time.
 *
 * The server runs in its own process (BENCH_WEB_CONCURRENCY: as that many instances on its port,
 * src/server/instances.ts); the clients in BENCH_CLIENT_PROCESSES (default 2) others for each server, with raw
 * sockets. Clients and servers share this machine's cores, so delivery times include the clients' own
 * work. Every stream is a file descriptor in the server and in a client process: with the usual 1,024 of
 * `ulimit -n`, raise it first (`ulimit -n 20000`), or connections fail with EMFILE.
 */
import { type ChildProcess, execFile, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { auctions, lots, subscriptions, users } from '@/server/db/schema/index.ts';
import { placeBid } from '@/server/modules/bids/bids.service.ts';
import { cpuSeconds, createBenchDatabase, percentile, startServer } from './support.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = Number(process.env.BENCH_CLIENTS ?? 10_000);
const rates = (process.env.BENCH_RATES ?? '1,10,30').split(',').map(Number);
const phaseSeconds = Number(process.env.BENCH_PHASE_SECONDS ?? 5);
/**
 * At least 15 events a phase: at 1 event/s a 5 s phase gave 5 passes a round, and a p99 over so few is the
 * slowest pass, which moved by ±30% from round to round on both sides (docs/benchmarks.md).
 */
const minEventsPerPhase = 15;
const secondsAt = (rate: number) => Math.max(phaseSeconds, minEventsPerPhase / rate);
const processes = Number(process.env.BENCH_CLIENT_PROCESSES ?? 2);
/** The instance's WEB_CONCURRENCY: its streams spread over that many processes on the one port. */
const concurrency = process.env.BENCH_WEB_CONCURRENCY ?? '1';
const databaseName = 'lonja_bench_live';
const port = 3700 + Math.floor(Math.random() * 90);
const now = () => performance.timeOrigin + performance.now();
/** A process's resident memory, its children's (WEB_CONCURRENCY's instances) added. */
const rssKb = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) +
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .reduce((total, child) => total + rssKb(Number(child)), 0);
/** CPU seconds a process and its children (WEB_CONCURRENCY's instances) have used so far. */
const treeCpuSeconds = (pid: number): number =>
  cpuSeconds(pid) +
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .reduce((total, child) => total + treeCpuSeconds(Number(child)), 0);
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
  WEB_CONCURRENCY: concurrency,
});
const base = `http://127.0.0.1:${port}`;
await pause(1000);
const before = rssKb(server.pid!);

/**
 * The trivial endpoint's latency while bids fan out, measured from another process. The bare server is
 * probed the same way, so that both sides share the cores with the same load beside them.
 */
const probeHealth = async (seconds: number, url = `${base}/api/health`) => {
  const { stdout } = await promisify(execFile)(
    'node_modules/.bin/autocannon',
    ['-c', '2', '-R', '20', '-d', String(seconds), '-j', url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as { latency: { p50: number; p99: number; max: number } };
  return result.latency;
};

type THealth = { p50: number; p99: number; max: number };
type TPhase = {
  rate: number;
  amounts: number[];
  /** CPU seconds over the phase (both sides' events, then 2 s for the last deliveries): the server's, its clients'. */
  cpu: { server: number; clients: number };
  health?: Promise<THealth>;
};
type TRun = {
  open: number;
  failed: number;
  phases: TPhase[];
  committed: Map<number, number>;
  arrivals: [number, number][];
  sample: string | null;
};
/** One of the two servers compared: where its streams are, its process, how to send it an event. */
type TSide = {
  label: string;
  streamUrl: string;
  serverPid: () => number;
  /** Sends one event and resolves with its amount once it is committed (the app) or handed over (the bare server). */
  fire: () => Promise<number>;
  probe: (seconds: number) => Promise<THealth>;
};

/** How long the health probes get to start before a phase's first event. */
const probeStartSeconds = 2;

/** Asks every client process of a side one thing and gathers the answers. */
const ask = <T>(children: ChildProcess[], type: string) =>
  Promise.all(
    children.map(
      (child) =>
        new Promise<T>((resolve) => {
          child.once('message', (message) => resolve(message as T));
          child.send({ type });
        }),
    ),
  );

/** A side's clients: BENCH_CLIENT_PROCESSES processes opening BENCH_CLIENTS streams between them. */
const openClients = async (side: TSide) => {
  console.log(
    `${side.label}: opening ${clients.toLocaleString('es')} live streams from ${processes} processes…`,
  );
  const opened = performance.now();
  const children = Array.from({ length: processes }, (_, index) =>
    fork('bench/live-clients.ts', [], {
      execArgv: ['--import', 'tsx'],
      env: {
        ...process.env,
        URL: side.streamUrl,
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
  return { children, open, failed };
};

/** A side in a round: its server, its client processes, and what it was sent. */
type TOpened = Awaited<ReturnType<typeof openClients>>;
type TEntry = { side: TSide; opened: TOpened; committed: Map<number, number>; phases: TPhase[] };

const cpuNow = (entry: TEntry) => ({
  server: treeCpuSeconds(entry.side.serverPid()),
  clients: entry.opened.children.reduce((total, child) => total + cpuSeconds(child.pid!), 0),
});

/** One rate's phase of a round: the sides take the events in turns, a block each (measureRound). */
const measurePhase = async (sides: TEntry[], rate: number) => {
  const perSide = Math.ceil(rate * secondsAt(rate));
  const block = Math.max(3, Math.ceil(rate));
  // Between blocks, the last pass of one side ends before the other side's first event.
  const gapMs = Math.max(500, 1000 / rate);
  const blocks = Math.ceil(perSide / block);
  const seconds = Math.ceil((2 * perSide) / rate + (2 * blocks * gapMs) / 1000);
  const cpuBefore = sides.map(cpuNow);
  for (const entry of sides)
    entry.phases.push({
      rate,
      amounts: [],
      cpu: { server: 0, clients: 0 },
      health: entry.side.probe(seconds + probeStartSeconds),
    });
  // The two probes' own start (a Node process each) took the cores from the first pass measured: at 1
  // event/s that one pass, 320 ms where the others took 120–200, was the app's p99.
  await pause(probeStartSeconds * 1000);
  for (let index = 0; index < blocks; index++) {
    for (const entry of index % 2 === 0 ? sides : [...sides].reverse()) {
      const phase = entry.phases.at(-1)!;
      const start = performance.now();
      for (let i = 0; i < Math.min(block, perSide - index * block); i++) {
        const due = start + (i * 1000) / rate;
        if (due > performance.now()) await pause(due - performance.now());
        const amount = await entry.side.fire();
        entry.committed.set(amount, now());
        phase.amounts.push(amount);
      }
      await pause(gapMs);
    }
  }
  await Promise.all(sides.map((entry) => entry.phases.at(-1)!.health));
  await pause(2000);
  sides.forEach((entry, index) => {
    const cpuAfter = cpuNow(entry);
    entry.phases.at(-1)!.cpu = {
      server: cpuAfter.server - cpuBefore[index]!.server,
      clients: cpuAfter.clients - cpuBefore[index]!.clients,
    };
  });
};

/**
 * One round. Both sides' streams are opened, then at each rate of BENCH_RATES the events alternate between
 * the sides in blocks of a second's worth (at least 3): one side gets a block on a fixed schedule (open loop),
 * the other the next, and which goes first alternates. So both are measured over the same stretch of time:
 * on these two shared cores a pass over 10,000 streams took 100 to 250 ms from one moment to the next, and
 * for several seconds at a time, on both sides alike (docs/benchmarks.md, "Live"); measured one after the
 * other, the sides met different stretches and the ratio moved with them. `afterAppOpened` runs once the
 * app's streams are open (its memory is read then).
 */
const measureRound = async (
  app: TSide,
  bare: TSide,
  afterAppOpened: () => void,
): Promise<{ app: TRun; ceiling: TRun }> => {
  const appClients = await openClients(app);
  await pause(2000);
  afterAppOpened();
  const bareClients = await openClients(bare);
  await pause(2000);
  const entryOf = (side: TSide, opened: TOpened): TEntry => ({
    side,
    opened,
    committed: new Map<number, number>(),
    phases: [],
  });
  const sides = [entryOf(app, appClients), entryOf(bare, bareClients)];
  // One event first on each side, not counted: the first pass after 10,000 streams opened paid for their
  // opening (V8 still marking the heap they grew, code not yet optimized) and took about twice as long as any
  // later one, so p99 measured that one pass rather than the fan-out (docs/benchmarks.md). The app's tells
  // the bare server what bytes to write.
  await app.fire();
  await pause(1000);
  const samples = await ask<{ sample: string | null }>(appClients.children, 'sample');
  const sample = samples.find((answer) => answer.sample)?.sample;
  if (!sample) throw new Error('No client saw a bid event: nothing to compare with.');
  bareTemplate = sample;
  await bare.fire();
  await pause(1000);
  for (const rate of rates) await measurePhase(sides, rate);
  const [appRun, bareRun] = await Promise.all(
    sides.map(async ({ opened, phases, committed }): Promise<TRun> => {
      const reports = await ask<{ arrivals: [number, number][]; sample: string | null }>(
        opened.children,
        'report',
      );
      return {
        open: opened.open,
        failed: opened.failed,
        phases,
        committed,
        arrivals: reports.flatMap((report) => report.arrivals),
        sample: reports.find((report) => report.sample)?.sample ?? null,
      };
    }),
  );
  return { app: appRun!, ceiling: bareRun! };
};

/** A phase's delivery times: every delivery's, and each event's first client's (the fan-out's start). */
const deliveries = (run: TRun, phase: TPhase) => {
  const amounts = new Set(phase.amounts);
  const latencies = run.arrivals
    .filter(([amount]) => amounts.has(amount))
    .map(([amount, at]) => at - run.committed.get(amount)!);
  const firsts = new Map<number, number>();
  for (const [amount, at] of run.arrivals)
    if (amounts.has(amount)) firsts.set(amount, Math.min(at, firsts.get(amount) ?? at));
  return {
    latencies,
    first: percentile(
      [...firsts].map(([amount, at]) => at - run.committed.get(amount)!),
      50,
    ),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.reduce((a, b) => Math.max(a, b), 0),
  };
};

// The ceiling: a bare node:http server writing the same bytes (the app's bid event, its amount changed) to as
// many streams, at the same rates, from the moment the parent hands it the event.
const profile = process.env.BENCH_CPU_PROFILE;
const bare = fork('bench/bare-fanout.ts', [], {
  // As the app's server (bench/support.ts): with BENCH_CPU_PROFILE=dir, a V8 CPU profile of the ceiling too.
  execArgv: [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), '--import', 'tsx'],
  env: { ...process.env, PORT: String(port + 100) },
});
process.on('exit', () => bare.kill('SIGKILL'));
await new Promise((resolve) => bare.once('message', resolve));

// The app: each event a real bid, from the bidder who is not leading, at the lot's next minimum; the amount
// identifies it at the clients.
let minimum = 10_000;
let turn = 0;
let after = before;
const appSide: TSide = {
  label: 'The app',
  streamUrl: `${base}/api/frontend/auctions/${auction!.id}/live`,
  serverPid: () => server.pid!,
  probe: probeHealth,
  fire: async () => {
    const amount = minimum;
    const result = await placeBid({
      database,
      user: bidders[turn++ % 2]!,
      lotId: lot!.id,
      amount,
      maxAmount: null,
    });
    minimum = result.lot.minimumBid;
    return amount;
  },
};
/** The app's bid event as its clients received it: the bare server writes it with its id and amount changed. */
let bareTemplate = '';
let bareAmount = 90_000_000;
let bareId = 1;
const bareSide: TSide = {
  label: 'Bare node:http',
  streamUrl: `http://127.0.0.1:${port + 100}/stream`,
  serverPid: () => bare.pid!,
  probe: (seconds) => probeHealth(seconds, `http://127.0.0.1:${port + 100}/api/health`),
  fire: async () => {
    const amount = bareAmount++;
    const text = bareTemplate
      .replace(/^id: \d+/, `id: ${bareId++}`)
      .replace(/"amount":\d+/, `"amount":${amount}`);
    bare.send({ type: 'event', text });
    return amount;
  },
};

/**
 * BENCH_REPEATS rounds (default 3), each with fresh streams: the median and the spread of the rounds are what
 * the tables print, each round's ratio taken within the round.
 */
const repeats = Number(process.env.BENCH_REPEATS ?? 3);
const rounds: { app: TRun; ceiling: TRun }[] = [];
for (let round = 1; round <= repeats; round++) {
  console.log(`\nRound ${round} of ${repeats}`);
  rounds.push(
    await measureRound(appSide, bareSide, () => {
      after = rssKb(server.pid!);
    }),
  );
}
await database.close();
// Both servers are let stop on their own (a CPU profile is written only then), for at most 30 s.
const stopped = (child: typeof server) => new Promise((resolve) => child.once('exit', resolve));
server.kill('SIGTERM');
bare.kill('SIGTERM');
await Promise.race([Promise.all([stopped(server), stopped(bare)]), pause(30_000)]);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
/** A figure over the rounds: its median, and its range when there were several. */
const spread = (values: number[], digits = 0) => {
  const sorted = [...values].sort((a, b) => a - b);
  const range = sorted.length > 1 ? ` (${sorted[0]!.toFixed(digits)}–${sorted.at(-1)!.toFixed(digits)})` : '';
  return `${median(values).toFixed(digits)}${range}`;
};
const byRate = rates.map((rate, index) =>
  rounds.map(({ app, ceiling }) => ({
    rate,
    app: deliveries(app, app.phases[index]!),
    bare: deliveries(ceiling, ceiling.phases[index]!),
    appPhase: app.phases[index]!,
    barePhase: ceiling.phases[index]!,
    open: { app: app.open, bare: ceiling.open },
  })),
);
const delivered = (figures: { app: { latencies: number[] }; appPhase: TPhase; open: { app: number } }[]) =>
  `${figures.reduce((total, f) => total + f.app.latencies.length, 0).toLocaleString('es')} of ${figures.reduce((total, f) => total + f.open.app * f.appPhase.amounts.length, 0).toLocaleString('es')}`;

console.log(`\nWEB_CONCURRENCY=${concurrency}; ${repeats} rounds: each figure is the rounds' median (range)`);
console.log(
  `\nServer memory: ${(before / 1024).toFixed(0)} MB idle, ${(after / 1024).toFixed(0)} MB with ${rounds[0]!.app.open.toLocaleString('es')} streams → ${((after - before) / rounds[0]!.app.open).toFixed(1)} KB per client`,
);
console.log(
  '\n| bids/s | deliveries | commit → first client (median) | p50 | p99 | max | /api/health p50 | p99 | max |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const figures of byRate) {
  const health = await Promise.all(figures.map((f) => f.appPhase.health!));
  const of = (pick: (f: (typeof figures)[number]) => number) => `${spread(figures.map(pick))} ms`;
  console.log(
    `| ${figures[0]!.rate} | ${delivered(figures)} | ${of((f) => f.app.first)} | ${of((f) => f.app.p50)} | ${of((f) => f.app.p99)} | ${of((f) => f.app.max)} | ${spread(health.map((h) => h.p50))} ms | ${spread(health.map((h) => h.p99))} ms | ${spread(health.map((h) => h.max))} ms |`,
  );
}
// The same events from the bare server: its p50 and p99 over the app's are the app's ratio to the ceiling
// (1 = as fast as Node can write these bytes to these streams on this machine; the goal is ≥ 0.9). Each
// round's ratio is taken within the round, then the rounds' median and range printed.
console.log(
  `\n| events/s | bare deliveries | bare to first client (median) | bare p50 | bare p99 | app ÷ bare: p50 ratio | p99 ratio | bare CPU ms per event | app CPU ms per bid |`,
);
console.log('|---|---|---|---|---|---|---|---|---|');
const perEvent = (phase: TPhase) => (1000 * phase.cpu.server) / phase.amounts.length;
for (const figures of byRate) {
  const bareDelivered = `${figures.reduce((total, f) => total + f.bare.latencies.length, 0).toLocaleString('es')} of ${figures.reduce((total, f) => total + f.open.bare * f.barePhase.amounts.length, 0).toLocaleString('es')}`;
  console.log(
    `| ${figures[0]!.rate} | ${bareDelivered} | ${spread(figures.map((f) => f.bare.first))} ms | ${spread(figures.map((f) => f.bare.p50))} ms | ${spread(figures.map((f) => f.bare.p99))} ms | ${spread(
      figures.map((f) => f.bare.p50 / f.app.p50),
      2,
    )} | ${spread(
      figures.map((f) => f.bare.p99 / f.app.p99),
      2,
    )} | ${spread(figures.map((f) => perEvent(f.barePhase)))} | ${spread(figures.map((f) => perEvent(f.appPhase)))} |`,
  );
}
// What a bid's fan-out costs the machine: however the work were spread, its cores could not deliver it to the
// last client sooner than this CPU time divided by the cores (autocannon's and PostgreSQL's share left out).
console.log(
  `\n| bids/s | server CPU ms per bid | clients' CPU ms per bid | in all, over ${availableParallelism()} cores |`,
);
console.log('|---|---|---|---|');
for (const figures of byRate) {
  const perBid = (seconds: number, phase: TPhase) => (1000 * seconds) / phase.amounts.length;
  console.log(
    `| ${figures[0]!.rate} | ${spread(figures.map((f) => perBid(f.appPhase.cpu.server, f.appPhase)))} | ${spread(figures.map((f) => perBid(f.appPhase.cpu.clients, f.appPhase)))} | ${spread(figures.map((f) => perBid(f.appPhase.cpu.server + f.appPhase.cpu.clients, f.appPhase) / availableParallelism()))} ms |`,
  );
}
process.exit(0);
