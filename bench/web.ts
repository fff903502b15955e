/**
 * `npm run bench:web`: the page budget (docs/product.md#page-budget) for public pages, on Debian's chromium.
 *
 * 1. JavaScript before the page's content is painted: every script the page has fully received before its
 *    largest contentful paint on an emulated slow 4G link, as gzip -9 of the built file (the budget's unit:
 *    170 KB) and as actually sent (the server prefers Brotli). Server-rendered pages paint from their HTML
 *    and load the app after that paint (src/web/public/boot.js), so for them this is nothing; "later" is
 *    the app that takes the page over, and on /buscar and /contacto (rendered in the browser) what comes
 *    after the content, such as the contact map.
 * 2. Lighthouse (mobile preset, simulated slow 4G and a 4× slower CPU) performance, accessibility and SEO
 *    scores for the home, auction and lot pages in both languages (targets 95, 100 and 100);
 *    BENCH_LIGHTHOUSE=all scores every page.
 *
 * Builds nothing: run `npm run build` first. Starts the built server on a free port with a throwaway
 * embedded database and the demo data. BENCH_VERBOSE=1 lists each page's scripts.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath, launchBrowser } from '../e2e/browser.ts';
import { startServer } from './support.ts';

const budgetKb = 170;
const targets = { performance: 95, accessibility: 100, seo: 100 };
const port = 3900 + Math.floor(Math.random() * 90);
const baseURL = `http://127.0.0.1:${port}`;
const workDir = await mkdtemp(join(tmpdir(), 'lonja-bench-web-'));
const server = await startServer(port, {
  DATA_DIR: join(workDir, 'data'),
  UPLOADS_DIR: join(workDir, 'uploads'),
  MAIL_DIR: join(workDir, 'mail'),
  ADMIN_PASSWORD: 'bench-admin-password',
});
const stop = () => server.kill('SIGTERM');

const getJson = async <T>(path: string): Promise<T> =>
  (await fetch(`${baseURL}${path}`)).json() as Promise<T>;
const open = await getJson<{ data: { auctions: { id: number }[] } }>('/api/frontend/auctions/open');
const auctionId = open.data.auctions[0]!.id;
const detail = await getJson<{ data: { lots: { id: number }[] } }>(`/api/frontend/auctions/${auctionId}`);
const pages = [
  { path: '/', lighthouse: true },
  { path: '/subastas', lighthouse: false },
  { path: `/subastas/${auctionId}`, lighthouse: true },
  { path: `/subastas/${auctionId}/${detail.data.lots[0]!.id}`, lighthouse: true },
  { path: '/liquidaciones', lighthouse: false },
  { path: '/buscar?q=torno', lighthouse: false },
  { path: '/como-funciona', lighthouse: false },
  { path: '/contacto', lighthouse: false },
  // The English site: the same pages, the same budget.
  { path: '/en/', lighthouse: true },
  { path: `/en/auctions/${auctionId}`, lighthouse: true },
  { path: `/en/auctions/${auctionId}/${detail.data.lots[0]!.id}`, lighthouse: true },
];

/** gzip -9 of a built asset, by the path the browser asked for. */
const gzipSizes = new Map<string, number>();
const gzipSize = async (path: string): Promise<number> => {
  if (!gzipSizes.has(path)) {
    const file = await readFile(join('dist/web', path));
    gzipSizes.set(path, gzipSync(file, { level: 9 }).length);
  }
  return gzipSizes.get(path)!;
};

type TScript = { path: string; sent: number; responseEnd: number };

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
const browser = await launchBrowser();
console.log(`JavaScript before the page's content is painted (budget ${budgetKb} KB gzipped)\n`);
console.log(`${'page'.padEnd(26)}  gzip -9  as sent  scripts   LCP   later (gzip)`);
let worst = 0;
for (const { path } of pages) {
  const page = await browser.newPage();
  // A phone on a slow 4G link (Lighthouse's mobile preset), so that "before first paint" means what it
  // would on one: on loopback every script arrives before the browser gets round to painting.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
  const { scripts, fcp } = await page.evaluate(async () => {
    // The last largest-contentful-paint candidate is the page's content, painted.
    const lcp = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      setTimeout(() => resolve(Number.POSITIVE_INFINITY), 5000);
    });
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      fcp: lcp,
      scripts: resources
        .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          sent: entry.encodedBodySize,
          responseEnd: entry.responseEnd,
        })),
    };
  });
  const navigation = await page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return entry.responseEnd;
  });
  const own = (scripts as TScript[]).filter((script) => script.path.startsWith('/assets/'));
  const before = own.filter((script) => script.responseEnd <= fcp);
  const after = own.filter((script) => script.responseEnd > fcp);
  const beforeGzip = (await Promise.all(before.map((script) => gzipSize(script.path)))).reduce(
    (a, b) => a + b,
    0,
  );
  const afterGzip = (await Promise.all(after.map((script) => gzipSize(script.path)))).reduce(
    (a, b) => a + b,
    0,
  );
  const sent = before.reduce((total, script) => total + script.sent, 0);
  worst = Math.max(worst, beforeGzip);
  console.log(
    `${path.padEnd(26)} ${kb(beforeGzip)} KB ${kb(sent)} KB ${String(before.length).padStart(5)}  ${(fcp - navigation).toFixed(0).padStart(5)} ms ${kb(afterGzip)} KB${beforeGzip / 1024 > budgetKb ? '  OVER BUDGET' : ''}`,
  );
  if (process.env.BENCH_VERBOSE) {
    for (const script of before) console.log(`    ${kb(await gzipSize(script.path))} KB  ${script.path}`);
  }
  await page.close();
}
await browser.close();
console.log(
  `\nHeaviest page: ${kb(worst).trim()} KB gzipped before its content is painted (${worst / 1024 <= budgetKb ? 'within' : 'over'} the ${budgetKb} KB budget).`,
);

if (process.env.BENCH_LIGHTHOUSE !== 'off') {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  console.log('\nLighthouse, mobile (targets: performance ≥ 95, accessibility 100, SEO 100)\n');
  console.log(`${'page'.padEnd(26)} perf  a11y  seo    FCP     LCP    TBT   CLS`);
  const scored = pages.filter((page) => page.lighthouse || process.env.BENCH_LIGHTHOUSE === 'all');
  let met = true;
  for (const { path } of scored) {
    const result = await lighthouse(`${baseURL}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    const lhr = result!.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
    met &&=
      score('performance') >= targets.performance &&
      score('accessibility') >= targets.accessibility &&
      score('seo') >= targets.seo;
    console.log(
      `${path.padEnd(26)} ${String(score('performance')).padStart(4)} ${String(score('accessibility')).padStart(5)} ${String(score('seo')).padStart(4)} ${metric('first-contentful-paint').toFixed(0).padStart(6)} ms ${metric('largest-contentful-paint').toFixed(0).padStart(5)} ms ${metric('total-blocking-time').toFixed(0).padStart(4)} ms ${metric('cumulative-layout-shift').toFixed(3)}`,
    );
    const failing = Object.values(lhr.audits).filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        ['accessibility', 'seo'].some((category) =>
          lhr.categories[category]?.auditRefs.some((ref) => ref.id === audit.id),
        ),
    );
    for (const audit of failing) console.log(`    ${audit.id} — ${audit.title}`);
  }
  chrome.kill();
  console.log(`\nLighthouse targets ${met ? 'met' : 'NOT met'} on the scored pages.`);
}
stop();
process.exit(0);
