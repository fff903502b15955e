import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TAuctionDetailResponse, TOpenAuctionsResponse } from '@/common/schemas/auctions.ts';
import { logInToBackOffice } from './actions.ts';
import { launchBrowser } from './browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let page: Page;
/** Everything the site's Content-Security-Policy blocked, as the browser reports it. */
const blocked: string[] = [];

const api = async <T>(path: string) => (await (await fetch(`${baseURL}/api${path}`)).json()) as T;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 } });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(`${page.url()}: ${message.text()}`);
  });
  // Also the violations chromium does not log (e.g. in report-only cases), from the page itself.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Content Security Policy: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
});
afterAll(() => browser.close());

/**
 * Opens a page, scrolls to the bottom so lazy parts (maps, pictures) load, and gives the network a few
 * seconds to settle (pages with a live stream never go fully idle).
 */
const load = async (path: string, ready: string) => {
  // Not `visit`: the API docs are not the app, and the wait for `ready` covers the app's pages.
  await page.goto(path);
  await page.locator(ready).first().waitFor();
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
};

describe('Content-Security-Policy', () => {
  it('blocks nothing the site itself needs: app, pictures, live prices, map and API docs', async () => {
    const open = await api<TOpenAuctionsResponse>('/frontend/auctions/open');
    const running = open.data.auctions.find((auction) => new Date(auction.startDate) < new Date())!;
    const { data: detail } = await api<TAuctionDetailResponse>(`/frontend/auctions/${running.id}`);
    const lot = detail.lots[0]!;

    await load('/', 'h1, h2');
    await load(`/subastas/${running.id}`, 'h1');
    await load(`/subastas/${running.id}/${lot.id}`, 'h1');
    await load('/contacto', 'h1');
    await page.getByRole('button', { name: 'Mostrar el mapa' }).click();
    await page.locator('.leaflet-container').waitFor();
    await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
    // Leaflet's tiles are <img> from the configured tile server: allowed even when offline.
    expect(await page.locator('.leaflet-tile').count()).toBeGreaterThan(0);
    await load('/api/docs', '.swagger-ui .info');
    expect(blocked).toEqual([]);
  });

  it('blocks nothing in the back office, where Mantine injects its styles', async () => {
    await logInToBackOffice(page);
    for (const section of ['Subastas', 'Inscripciones']) {
      await page
        .getByRole('navigation', { name: 'Secciones de administración' })
        .getByRole('link', { name: section })
        .click();
      await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
    }
    expect(blocked).toEqual([]);
  });
});
