/**
 * `npm run bench:reads`: the read endpoints on the `npm run seed:scale` database (10,000 auctions,
 * 200,000 lots, 2,000,000 bids), each measured with autocannon for BENCH_SECONDS (default 5) with
 * BENCH_CONNECTIONS (default 16) connections, against the app's own trivial health endpoint. The server
 * runs in its own process (one instance, as deployed) and the load generator in another (autocannon's
 * command line, a child process: a generator sharing this process would measure itself). Every request
 * says `Accept-Encoding: gzip, deflate, br, zstd`, as browsers do. BENCH_REPEATS (default 3) repetitions,
 * each measuring every endpoint and health; printed: the median and (min–max) of p50, p99, requests/s
 * and the ratio to health's requests/s in the same repetition. The load generator shares the machine's
 * cores, so read the ratios rather than the absolute figures. With a build (`npm run build`), the
 * server-rendered pages too. The searches and the back-office lists are measured again at half the rate
 * they reached (-R): with every connection busy, a request's latency is mostly its wait behind the others
 * (16 at once on two cores), not what a searcher or a clerk on a busy site waits; health is measured at
 * each of those rates right after, its p99 the machine's own tail at that rate. BENCH_ONLY (a regular
 * expression over the labels) measures some endpoints alone. Last, each endpoint's first read after a
 * change (BENCH_REBUILDS times): what a cached answer costs to build again.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { totpFor } from '@/server/modules/auth/totp.service.ts';
import { startServer } from './support.ts';

const databaseUrl = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lonja_scale';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const repeats = Number(process.env.BENCH_REPEATS ?? 3);
/** What Chromium and Firefox send. */
const browserEncodings = 'gzip, deflate, br, zstd';
const port = 3800 + Math.floor(Math.random() * 90);
const baseURL = `http://127.0.0.1:${port}`;
const adminTotpSecret = 'KRUGS4ZANFZSA5DIMUQGE2LUEBZWKY3S';

// The running auction with the most lots, and its lot with the most bids, as the seed left them.
const probe = new pg.Client({ connectionString: databaseUrl });
await probe.connect();
const {
  rows: [target],
} = await probe.query<{ auction_id: number; lots: string }>(
  `select a.id as auction_id, count(*) as lots from auctions a join lots l on l.auction_id = a.id
   where a.status = 'open' and a.start_date < now() group by a.id order by 2 desc, a.id limit 1`,
);
const {
  rows: [lot],
} = await probe.query<{ id: number; bids_count: number }>(
  'select id, bids_count from lots where auction_id = $1 order by bids_count desc, id limit 1',
  [target?.auction_id ?? 0],
);
const {
  rows: [sizes],
} = await probe.query<{ auctions: string; lots: string; bids: string }>(
  'select (select count(*) from auctions) as auctions, (select count(*) from lots) as lots, (select count(*) from bids) as bids',
);
await probe.end();
if (!target || !lot) throw new Error('No data: run `npm run seed:scale` first.');
console.log(
  `Database: ${Number(sizes!.auctions).toLocaleString('es')} auctions, ${Number(sizes!.lots).toLocaleString('es')} lots, ${Number(sizes!.bids).toLocaleString('es')} bids; auction ${target.auction_id} has ${target.lots} lots, lot ${lot.id} ${lot.bids_count} bids.`,
);

const hasBuild = existsSync('dist/ssr/entry-server.js');
const server = await startServer(port, {
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  ADMIN_PASSWORD: 'admin-de-escala',
  // Production mode asks staff for a second factor: the benchmark computes its codes from this secret.
  ADMIN_TOTP_SECRET: adminTotpSecret,
  WEB_DIST_DIR: hasBuild ? 'dist/web' : '/nonexistent',
  // One load generator from one address: the per-address search limit would measure itself.
  SEARCH_LIMIT_PER_MINUTE: '100000000',
});

/** The login sequence (docs/product.md#accounts), to measure the back office's lists as an admin sees them. */
const adminCookie = async () => {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [key, ...value] = pair!.split('=');
      jar.set(key!, value.join('='));
    }
  };
  const cookie = () => [...jar].map(([key, value]) => `${key}=${value}`).join('; ');
  const post = async (path: string, body: unknown) =>
    keep(
      await fetch(`${baseURL}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: cookie(),
          'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
        },
        body: JSON.stringify(body),
      }),
    );
  keep(await fetch(`${baseURL}/api/sanctum/csrf-cookie`));
  await post('/api/login', { email: 'admin@lonja.local', password: 'admin-de-escala' });
  await post('/api/frontend/auth/second-factor/code', { code: totpFor(adminTotpSecret).generate() });
  return cookie();
};
const cookie = await adminCookie();

// `revalidate`: the browser asking again with the ETag it has (plugins/etag.ts): a bodiless 304. For the
// auction and lot answers and pages (the answer cache) it is a string comparison; elsewhere the server
// still builds and hashes the answer.
const endpoints: {
  label: string;
  path: string;
  admin?: boolean;
  revalidate?: boolean;
  halfLoad?: boolean;
}[] = [
  { label: 'health (baseline)', path: '/api/health' },
  { label: 'open auctions (home)', path: '/api/frontend/auctions/open' },
  { label: 'open auctions, short (menus)', path: '/api/frontend/auctions/open/resume' },
  { label: 'lots closing soon (home)', path: '/api/frontend/lots/closing-soon?limit=8' },
  { label: 'auction list, page 1', path: '/api/frontend/auctions/published?page=1&limit=12' },
  {
    label: 'auction list, running, page 2',
    path: `/api/frontend/auctions/published?page=2&limit=12&filter=${encodeURIComponent('{"status":"running"}')}`,
  },
  { label: 'auction list, page 400', path: '/api/frontend/auctions/published?page=400&limit=12' },
  { label: `auction with ${target.lots} lots`, path: `/api/frontend/auctions/${target.auction_id}` },
  {
    label: `auction with ${target.lots} lots, 304`,
    path: `/api/frontend/auctions/${target.auction_id}`,
    revalidate: true,
  },
  { label: 'lot', path: `/api/frontend/lots/${lot.id}` },
  { label: 'lot, 304', path: `/api/frontend/lots/${lot.id}`, revalidate: true },
  { label: `bid history (${lot.bids_count} bids)`, path: `/api/frontend/lots/${lot.id}/bids` },
  { label: 'search "fresadora"', path: '/api/frontend/search?q=fresadora', halfLoad: true },
  { label: 'search with a typo "fresdora"', path: '/api/frontend/search?q=fresdora', halfLoad: true },
  { label: 'search a brand "kemppi"', path: '/api/frontend/search?q=kemppi', halfLoad: true },
  ...(hasBuild
    ? [
        { label: 'home page (HTML, server-rendered)', path: '/' },
        { label: `auction page, ${target.lots} lots (HTML)`, path: `/subastas/${target.auction_id}` },
        { label: 'lot page (HTML)', path: `/subastas/${target.auction_id}/${lot.id}` },
      ]
    : []),
  { label: 'admin: users', path: '/api/admin/users?page=1', admin: true, halfLoad: true },
  { label: 'admin: auctions', path: '/api/admin/auctions?page=1', admin: true, halfLoad: true },
  { label: 'admin: subscriptions', path: '/api/admin/subscriptions?page=1', admin: true, halfLoad: true },
];

// BENCH_ONLY (a regular expression over the labels) measures some endpoints alone, health always with them.
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
if (only) endpoints.splice(1, endpoints.length, ...endpoints.slice(1).filter((e) => only.test(e.label)));

type TRun = { p50: number; p99: number; rate: number; unexpected: number };

/**
 * One measurement by autocannon in its own process (`-j`: its result as JSON on stdout): as fast as the
 * connections are answered, or with `rate`, that many requests a second in all (-R).
 */
const measure = async (
  path: string,
  headers: Record<string, string>,
  revalidate: boolean,
  rate?: number,
): Promise<TRun> => {
  const args = ['-c', String(connections), '-d', String(seconds), '-j'];
  if (rate) args.push('-R', String(Math.round(rate)));
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(`${baseURL}${path}`);
  const { stdout } = await promisify(execFile)('node_modules/.bin/autocannon', args, {
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = JSON.parse(stdout) as {
    latency: { p50: number; p99: number };
    requests: { average: number };
    non2xx: number;
    '2xx': number;
    '4xx': number;
    '5xx': number;
  };
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rate: result.requests.average,
    unexpected: revalidate ? result['2xx'] + result['4xx'] + result['5xx'] : result.non2xx,
  };
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const spread = (values: number[], digits: number) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

const headersFor = async (endpoint: (typeof endpoints)[number]) => {
  const headers: Record<string, string> = { 'accept-encoding': browserEncodings };
  if (endpoint.admin) headers.cookie = cookie;
  const first = await fetch(`${baseURL}${endpoint.path}`, { headers });
  if (first.status !== 200) throw new Error(`${endpoint.path} answered ${first.status}`);
  if (endpoint.revalidate) headers['if-none-match'] = first.headers.get('etag') ?? '';
  return headers;
};

console.log(
  `\n${seconds} s each, ${connections} connections, ${repeats} repetitions, Accept-Encoding: ${browserEncodings}\n`,
);
const runs = new Map<string, (TRun & { ratio: number })[]>(endpoints.map((endpoint) => [endpoint.label, []]));
/**
 * Latency at half the rate each search and back-office list reached in the same repetition: a busy site,
 * not a saturated one.
 */
const halfLoadRuns = new Map<string, TRun[]>();
/** Health at the same rates, right after each: what the machine's own tail is at that rate (the ceiling). */
const halfLoadHealth = new Map<string, TRun[]>();
for (let repetition = 1; repetition <= repeats; repetition++) {
  let health = 0;
  for (const endpoint of endpoints) {
    const run = await measure(endpoint.path, await headersFor(endpoint), endpoint.revalidate === true);
    // The first endpoint is health: every ratio is to health's rate in the same repetition.
    health ||= run.rate;
    runs.get(endpoint.label)!.push({ ...run, ratio: run.rate / health });
    console.error(`repetition ${repetition}: ${endpoint.label} ${run.rate.toFixed(0)} req/s`);
    if (endpoint.halfLoad) {
      const half = await measure(endpoint.path, await headersFor(endpoint), false, run.rate / 2);
      halfLoadRuns.set(endpoint.label, [...(halfLoadRuns.get(endpoint.label) ?? []), half]);
      const ceiling = await measure(endpoints[0]!.path, await headersFor(endpoints[0]!), false, run.rate / 2);
      halfLoadHealth.set(endpoint.label, [...(halfLoadHealth.get(endpoint.label) ?? []), ceiling]);
    }
  }
}

const label = Math.max(...endpoints.map((endpoint) => endpoint.label.length)) + 2;
console.log(`| ${'endpoint'.padEnd(label)} | p50 ms | p99 ms | req/s | × health |`);
console.log(`|${'-'.repeat(label + 2)}|---|---|---|---|`);
for (const endpoint of endpoints) {
  const list = runs.get(endpoint.label)!;
  const unexpected = list.reduce((total, run) => total + run.unexpected, 0);
  console.log(
    `| ${endpoint.label.padEnd(label)} | ${spread(
      list.map((run) => run.p50),
      1,
    )} | ${spread(
      list.map((run) => run.p99),
      1,
    )} | ${spread(
      list.map((run) => run.rate),
      0,
    )} | ${spread(
      list.map((run) => run.ratio),
      2,
    )} |${unexpected ? ` ${unexpected} unexpected answers` : ''}`,
  );
}
console.log(
  `\nSearches and back-office lists at half the rate each reached above, in the same repetition (autocannon -R, ${connections} connections), and health at the same rate right after:\n`,
);
console.log(`| ${'endpoint'.padEnd(label)} | req/s | p50 ms | p99 ms | health p99 ms at that rate |`);
console.log(`|${'-'.repeat(label + 2)}|---|---|---|---|`);
for (const [name, list] of halfLoadRuns)
  console.log(
    `| ${name.padEnd(label)} | ${spread(
      list.map((run) => run.rate),
      0,
    )} | ${spread(
      list.map((run) => run.p50),
      1,
    )} | ${spread(
      list.map((run) => run.p99),
      1,
    )} | ${spread(
      halfLoadHealth.get(name)!.map((run) => run.p99),
      1,
    )} |`,
  );

// What a cached answer costs when it must be built again: after `catalogue:*` on the changes channel (what
// an admin's write says; every cached answer goes), one request alone, timed from this process. The cost a
// list pays once per bid or edit, shared by everyone who asks meanwhile.
const rebuilds = Number(process.env.BENCH_REBUILDS ?? 10);
const notifier = new pg.Client({ connectionString: databaseUrl });
await notifier.connect();
console.log(
  `\nFirst read after a change (NOTIFY lonja_changes 'catalogue:*'), ${rebuilds} times each, one at a time:\n`,
);
console.log(`| ${'endpoint'.padEnd(label)} | median ms | min–max ms |`);
console.log(`|${'-'.repeat(label + 2)}|---|---|`);
for (const endpoint of endpoints.slice(1).filter((entry) => !entry.revalidate)) {
  const headers = await headersFor(endpoint);
  const times: number[] = [];
  for (let attempt = 0; attempt < rebuilds; attempt++) {
    await notifier.query(`select pg_notify('lonja_changes', 'catalogue:*')`);
    // The server forgets on the notification or, at the latest, on its fence before answering.
    const started = performance.now();
    const response = await fetch(`${baseURL}${endpoint.path}`, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  console.log(
    `| ${endpoint.label.padEnd(label)} | ${median(times).toFixed(1)} | ${Math.min(...times).toFixed(1)}–${Math.max(...times).toFixed(1)} |`,
  );
}
await notifier.end();
server.kill('SIGTERM');
process.exit(0);
