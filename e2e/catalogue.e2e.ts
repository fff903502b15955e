import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatCents } from '@/common/format.ts';
import type {
  TAuctionDetailResponse,
  TLotDetailResponse,
  TOpenAuctionsResponse,
} from '@/common/schemas/auctions.ts';
import type { TLotBidsResponse } from '@/common/schemas/bids.ts';
import { visit } from './actions.ts';
import { launchBrowser } from './browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let page: Page;

const api = async <T>(path: string) => (await (await fetch(`${baseURL}/api${path}`)).json()) as T;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 } });
});
afterAll(() => browser.close());

describe('browsing the catalogue', () => {
  it('goes from home to a running auction to a lot, showing the figures the API gives', async () => {
    const open = await api<TOpenAuctionsResponse>('/frontend/auctions/open');
    const running = open.data.auctions.find((auction) => new Date(auction.startDate) < new Date())!;
    const { data: detail } = await api<TAuctionDetailResponse>(`/frontend/auctions/${running.id}`);
    const lot = detail.lots.find((candidate) => candidate.bidsCount > 0)!;

    await visit(page, '/');
    await expect.poll(() => page.title()).toBe('Lonja · Subastas online');
    const runningSection = page.getByRole('region', { name: 'Subastas en curso' });
    await runningSection.getByRole('heading', { name: running.title }).click();

    await page.waitForURL(`**/subastas/${running.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(running.title);
    const card = page.getByRole('link', { name: new RegExp(lot.title) }).first();
    expect(await card.getByTestId('lot-price').textContent()).toBe(formatCents(lot.maxBid!));
    expect(await card.getByTestId('lot-bids').textContent()).toBe(
      `${lot.bidsCount} ${lot.bidsCount === 1 ? 'puja' : 'pujas'}`,
    );
    await card.click();

    await page.waitForURL(`**/subastas/${running.id}/${lot.id}`);
    const { data: lotDetail } = await api<TLotDetailResponse>(`/frontend/lots/${lot.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(lotDetail.lot.title);
    expect(await page.getByTestId('lot-current-price').textContent()).toBe(
      formatCents(lotDetail.lot.maxBid!),
    );
    expect(await page.getByTestId('lot-minimum-bid').textContent()).toBe(
      formatCents(lotDetail.lot.minimumBid),
    );

    const { data: history } = await api<TLotBidsResponse>(`/frontend/lots/${lot.id}/bids`);
    const rows = page.getByRole('region', { name: 'Historial de pujas' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(history.bids.length + 1);
    expect(await rows.nth(1).textContent()).toContain(formatCents(history.bids[0]!.amount));

    // Every image offers the five sizes to the browser.
    const srcset = await page
      .getByRole('region', { name: 'Galería de imágenes' })
      .locator('img')
      .first()
      .getAttribute('srcset');
    expect(srcset?.split(',').length).toBe(5);
  });

  it('shows the 404 page for unknown paths and invalid parameters', async () => {
    for (const path of [
      '/no-existe',
      '/subastas/abc',
      '/subastas/999999',
      '/mi-cuenta/datos/otra',
      // A name from Object's prototype is not a section either.
      '/mi-cuenta/datos/constructor',
      '/mi-cuenta/subastas/constructor',
    ]) {
      await visit(page, path);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toContain('Página no encontrada');
      expect(await page.getByText('404').first().isVisible()).toBe(true);
    }
  });

  it('renders an info page from its stored Markdown, with the switch to English', async () => {
    await visit(page, '/como-funciona');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Cómo funciona');
    await page.getByRole('link', { name: 'Read in English' }).click();
    await page.waitForURL('**/how-does-it-work');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('How it works');
  });

  it('browses the liquidaciones down to a lot with its asking price', async () => {
    await visit(page, '/liquidaciones/inmobiliarias');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Liquidaciones inmobiliarias');
    await page.getByRole('heading', { name: /locales y plazas de garaje en Castellón/i }).click();
    await page.getByRole('link', { name: /Plaza de garaje 7/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Plaza de garaje 7');
    expect(await page.getByText(`9.500\u00a0€`).first().isVisible()).toBe(true);
    expect(await page.getByText('Accede a tu cuenta para presentar una oferta.').isVisible()).toBe(true);
  });

  it('offers a reload when a new version is deployed (checked every hour)', async () => {
    const fresh = await browser.newPage({ baseURL });
    await fresh.clock.install();
    let calls = 0;
    await fresh.route('**/version.json', (route) =>
      route.fulfill({ json: { version: calls++ === 0 ? 'build-a' : 'build-b' } }),
    );
    await visit(fresh, '/');
    await fresh.getByRole('heading', { level: 1 }).waitFor();
    expect(await fresh.getByText('Hay una versión nueva de la web.').count()).toBe(0);
    await fresh.clock.fastForward('01:00:01');
    await expect.poll(() => fresh.getByText('Hay una versión nueva de la web.').isVisible()).toBe(true);
    await fresh.close();
  });

  it('sends a message from the contact page', async () => {
    await visit(page, '/contacto');
    await page.getByLabel(/^Nombre/).fill('Rosa Martí');
    await page.getByLabel(/^Correo electrónico/).fill('rosa@example.com');
    await page.getByLabel(/^Asunto/).fill('Visita a la nave');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect
      .poll(() => page.getByText('El mensaje debe tener al menos 10 caracteres.').isVisible())
      .toBe(true);
    await page.getByLabel(/^Mensaje/).fill('¿Se puede visitar la nave el jueves por la mañana?');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain('Hemos recibido tu mensaje');
  });

  it('searches from the header and highlights the matches, accents ignored', async () => {
    await visit(page, '/buscar?q=carretilla');
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toMatch(/\d+ resultados? para «carretilla»/);
    const first = page.getByRole('article').first();
    expect(await first.locator('mark').first().textContent()).toMatch(/carretilla/i);
    await first.getByRole('link').click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Carretilla/);
  });
});
