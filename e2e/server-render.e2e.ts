import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatCents } from '@/common/format.ts';
import type {
  TAuctionDetailResponse,
  TLotDetailResponse,
  TOpenAuctionsResponse,
} from '@/common/schemas/auctions.ts';
import { visit } from './actions.ts';
import { launchBrowser } from './browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;

const api = async <T>(path: string) => (await (await fetch(`${baseURL}/api${path}`)).json()) as T;

/** A running auction's lot that has several pictures, and the paths of the three scored pages. */
const scoredPages = async () => {
  const open = await api<TOpenAuctionsResponse>('/frontend/auctions/open');
  const running = open.data.auctions.find((auction) => new Date(auction.startDate) < new Date())!;
  const { data } = await api<TAuctionDetailResponse>(`/frontend/auctions/${running.id}`);
  const lots = await Promise.all(
    data.lots.map(async (lot) => (await api<TLotDetailResponse>(`/frontend/lots/${lot.id}`)).data.lot),
  );
  const lot = lots.find((candidate) => candidate.images.length > 1)!;
  return { auction: data.auction, lot, lotPath: `/subastas/${running.id}/${lot.id}` };
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('server-rendered public pages', () => {
  it('show their content with no JavaScript at all, as a crawler or a slow phone first sees them', async () => {
    const { auction, lot, lotPath } = await scoredPages();
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/');
    expect(await page.getByRole('region', { name: 'Subastas en curso' }).textContent()).toContain(
      auction.title,
    );
    await page.goto(`/subastas/${auction.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(auction.title);
    expect(await page.getByRole('link', { name: new RegExp(lot.title) }).count()).toBeGreaterThan(0);
    await page.goto(lotPath);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(lot.title);
    expect(await page.getByTestId('lot-current-price').textContent()).toBe(
      formatCents(lot.maxBid ?? lot.price),
    );
    // The main picture is in the HTML, so it is fetched with the page rather than after the app.
    expect(await page.getByRole('img', { name: `${lot.title} (1/${lot.images.length})` }).isVisible()).toBe(
      true,
    );
    await context.close();
  });

  it('are taken over by the app without a mismatch, and then respond and tick', async () => {
    const { lot, lotPath } = await scoredPages();
    const page = await browser.newPage({ baseURL });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    // Every server-rendered page, ending on the lot.
    for (const path of [
      '/',
      '/subastas',
      '/liquidaciones',
      '/buscar?q=torno',
      '/contacto',
      '/como-funciona',
      '/how-does-it-work',
      lotPath,
    ]) {
      await visit(page, path);
      expect(await page.locator('#lonja-state').count(), path).toBe(1);
    }
    // The gallery answers clicks: the app has taken the markup over.
    await page.getByRole('button', { name: 'Ver imagen 2' }).click();
    await page.getByRole('img', { name: `${lot.title} (2/${lot.images.length})` }).waitFor();
    // The countdown, rendered at the server's second, runs on.
    const countdown = page.locator('time').first();
    const shown = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { timeout: 5000 }).not.toBe(shown);
    // React reports any markup that differs from what the app renders ("Hydration: …").
    expect(errors).toEqual([]);
    await page.close();
  });

  it('share the server’s copy of the API schemas, so the OpenAPI document survives rendering any form', async () => {
    // Pages whose forms validate with the API's own schemas, rendered by the server first.
    for (const path of ['/mi-cuenta/datos/personales', '/admin/configuracion', '/admin/subastas/nueva']) {
      const response = await fetch(`${baseURL}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(200);
    }
    const docs = await fetch(`${baseURL}/api/docs/json`);
    expect(docs.status).toBe(200);
    // A bundled copy of a schema would register its id a second time in zod's registry (vite.config.ts).
    const built = readdirSync('dist/ssr', { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.js'),
    );
    const copies = built.filter((file) =>
      readFileSync(join('dist/ssr', file), 'utf8').includes('.meta({ id:'),
    );
    expect(copies).toEqual([]);
  });
});
