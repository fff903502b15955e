/**
 * `npm run bench:reads`: the read endpoints on the `npm run seed:scale` database (10,000 auctions,
 * 200,000 lots, 2,000,000 bids), each measured with autocannon for BENCH_SECONDS (default 5) with
 * BENCH_CONNECTIONS (default 16) connections, against the app's own trivial health endpoint in the same
 * run. Prints p50/p99 latency, requests/s and each endpoint's throughput as a share of the health
 * endpoint's. The server runs in its own process (one instance, as deployed); the load generator shares
 * the machine's cores, so read the ratios rather than the absolute figures. With a build (`npm run build`),
 * the server-rendered pages too: each fetches its API answers in-process and renders them to HTML.
 */
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from './support.ts';

const databaseUrl = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lonja_scale';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const port = 3800 + Math.floor(Math.random() * 90);
const baseURL = `http://127.0.0.1:${port}`;

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
  WEB_DIST_DIR: hasBuild ? 'dist/web' : '/nonexistent',
  // One load generator from one address: the per-address search limit would measure itself.
  SEARCH_LIMIT_PER_MINUTE: '100000000',
});

/** The SPEC §4 login, to measure the back office's lists as an admin sees them. */
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
  keep(await fetch(`${baseURL}/api/sanctum/csrf-cookie`));
  keep(
    await fetch(`${baseURL}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: cookie(),
        'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
      },
      body: JSON.stringify({ email: 'admin@lonja.local', password: 'admin-de-escala' }),
    }),
  );
  return cookie();
};
const cookie = await adminCookie();

// `revalidate`: the browser asking again with the ETag it has (plugins/etag.ts): a bodiless 304. The server
// still builds and hashes the answer, so this shows what is saved on the wire and in the client, not in
// the database.
const endpoints: { label: string; path: string; admin?: boolean; revalidate?: boolean }[] = [
  { label: 'health (baseline)', path: '/api/health' },
  { label: 'open auctions (home)', path: '/api/frontend/auctions/open' },
  { label: 'auction list, page 1', path: '/api/frontend/auctions/published?page=1&limit=12' },
  { label: 'auction list, page 400', path: '/api/frontend/auctions/published?page=400&limit=12' },
  { label: `auction with ${target.lots} lots`, path: `/api/frontend/auctions/${target.auction_id}` },
  {
    label: `auction with ${target.lots} lots, 304`,
    path: `/api/frontend/auctions/${target.auction_id}`,
    revalidate: true,
  },
  { label: 'lot', path: `/api/frontend/lots/${lot.id}` },
  { label: `bid history (${lot.bids_count} bids)`, path: `/api/frontend/lots/${lot.id}/bids` },
  { label: 'search "fresadora"', path: '/api/frontend/search?q=fresadora' },
  { label: 'search with a typo "fresdora"', path: '/api/frontend/search?q=fresdora' },
  { label: 'search a brand "kemppi"', path: '/api/frontend/search?q=kemppi' },
  ...(hasBuild
    ? [
        { label: 'home page (HTML, server-rendered)', path: '/' },
        { label: `auction page, ${target.lots} lots (HTML)`, path: `/subastas/${target.auction_id}` },
        { label: 'lot page (HTML)', path: `/subastas/${target.auction_id}/${lot.id}` },
      ]
    : []),
  { label: 'admin: users', path: '/api/admin/users?page=1', admin: true },
  { label: 'admin: auctions', path: '/api/admin/auctions?page=1', admin: true },
  { label: 'admin: subscriptions', path: '/api/admin/subscriptions?page=1', admin: true },
];

const label = Math.max(...endpoints.map((endpoint) => endpoint.label.length)) + 2;
console.log(`\n${seconds} s each, ${connections} connections\n`);
console.log(
  `${'endpoint'.padEnd(label)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'req/s'.padStart(8)}  vs health`,
);
let baseline = 0;
for (const endpoint of endpoints) {
  const first = await fetch(`${baseURL}${endpoint.path}`, { headers: endpoint.admin ? { cookie } : {} });
  if (first.status !== 200) throw new Error(`${endpoint.path} answered ${first.status}`);
  const headers: Record<string, string> = endpoint.admin ? { cookie } : {};
  if (endpoint.revalidate) headers['if-none-match'] = first.headers.get('etag') ?? '';
  const result = await autocannon({
    url: `${baseURL}${endpoint.path}`,
    connections,
    duration: seconds,
    headers,
  });
  const rate = result.requests.average;
  baseline ||= rate;
  const unexpected = endpoint.revalidate ? result['2xx'] + result['4xx'] + result['5xx'] : result.non2xx;
  console.log(
    `${endpoint.label.padEnd(label)} ${`${result.latency.p50} ms`.padStart(8)} ${`${result.latency.p99} ms`.padStart(8)} ${rate.toFixed(0).padStart(8)}  ${((rate / baseline) * 100).toFixed(0).padStart(4)} %${unexpected ? `  (${unexpected} unexpected answers)` : ''}`,
  );
}
server.kill('SIGTERM');
process.exit(0);
