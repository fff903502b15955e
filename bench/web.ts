/**
 * `npm run bench:web`: the JavaScript each public page downloads before it can show anything, as sent
 * over the wire (compressed), against the 170 KB budget of DESIGN §7. Builds nothing: run `npm run build`
 * first. Starts the built server on a free port with a throwaway database and Debian's chromium.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/browser.ts';

const budgetKb = 170;
const port = 3900 + Math.floor(Math.random() * 90);
const baseURL = `http://127.0.0.1:${port}`;
const workDir = await mkdtemp(join(tmpdir(), 'lonja-bench-web-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    DATA_DIR: join(workDir, 'data'),
    UPLOADS_DIR: join(workDir, 'uploads'),
    MAIL_DIR: join(workDir, 'mail'),
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'bench-admin-password',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
for (let i = 0; i < 240; i++) {
  const up = await fetch(`${baseURL}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (up) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const browser = await launchBrowser();
const open = (await (await fetch(`${baseURL}/api/frontend/auctions/open`)).json()) as {
  data: { auctions: { id: number }[] };
};
const auctionId = open.data.auctions[0]!.id;
const detail = (await (await fetch(`${baseURL}/api/frontend/auctions/${auctionId}`)).json()) as {
  data: { lots: { id: number }[] };
};
const pages = [
  '/',
  '/subastas',
  `/subastas/${auctionId}`,
  `/subastas/${auctionId}/${detail.data.lots[0]!.id}`,
  '/liquidaciones',
  '/buscar?q=torno',
  '/como-funciona',
  '/contacto',
];

console.log(`JavaScript transferred before the page is usable (budget ${budgetKb} KB, compressed)\n`);
let worst = 0;
for (const path of pages) {
  const page = await browser.newPage();
  const sizes: number[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const { responseBodySize, responseHeadersSize } = await request.sizes();
    sizes.push(responseBodySize + responseHeadersSize);
  });
  const started = performance.now();
  await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
  const elapsed = performance.now() - started;
  const kb = sizes.reduce((total, size) => total + size, 0) / 1024;
  worst = Math.max(worst, kb);
  console.log(
    `${path.padEnd(28)} ${kb.toFixed(1).padStart(7)} KB in ${String(sizes.length).padStart(2)} scripts   loaded in ${elapsed.toFixed(0)} ms ${kb > budgetKb ? '  OVER BUDGET' : ''}`,
  );
  await page.close();
}
console.log(
  `\nHeaviest page: ${worst.toFixed(1)} KB (${worst <= budgetKb ? 'within' : 'over'} the ${budgetKb} KB budget).`,
);
console.log('Lighthouse scores are not measured yet (see the README).');
await browser.close();
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
await rm(workDir, { recursive: true, force: true });
