import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatCents } from '@/common/format.ts';
import type {
  TAuctionDetailResponse,
  TLotDetailResponse,
  TOpenAuctionsResponse,
} from '@/common/schemas/auctions.ts';
import type { TLotSummary } from '@/common/schemas/lots.ts';
import { createHttpClient } from '../test/http-client.ts';
import { logIn, visit } from './actions.ts';
import { launchBrowser } from './browser.ts';
import { demoPassword, finishedAuction } from './settlement-setup.ts';

const baseURL = inject('baseURL');
/** A demo bidder no other browser spec uses. */
const winner = 'compras@recuperacionesindustrialesdelsur.example.com';
let browser: Browser;

const api = async <T>(path: string) => (await (await fetch(`${baseURL}/api${path}`)).json()) as T;

/** A running demo auction with three lots or more, each with pictures, and the one in the middle. */
let demo: { auctionId: number; lots: TLotSummary[] };
/** An auction of our own with a map and one lot without pictures that carries a YouTube video. */
let bare: { auctionId: number; lotId: number };
/** A finished auction whose only lot the winner bought. */
type TWonLot = { auctionId: number; lotId: number; total: number };
let won: Promise<TWonLot> | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  const open = await api<TOpenAuctionsResponse>('/frontend/auctions/open');
  for (const auction of open.data.auctions.filter((item) => new Date(item.startDate) < new Date())) {
    const { data } = await api<TAuctionDetailResponse>(`/frontend/auctions/${auction.id}`);
    if (data.lots.length >= 3 && data.lots.every((lot) => lot.cover)) {
      demo = { auctionId: auction.id, lots: data.lots };
      break;
    }
  }
  expect(demo).toBeDefined();

  const admin = createHttpClient(baseURL);
  expect((await admin.login('admin@lonja.local', 'admin-e2e-password')).status).toBe(200);
  const now = Date.now();
  const created = await admin.post('/api/admin/auctions', {
    auction: {
      title: `Subasta E2E sin fotos ${now}`,
      description: 'Lotes sin fotografías, con vídeo.',
      commissionPercent: 10,
      startDate: new Date(now - 3_600_000).toISOString(),
      endDate: new Date(now + 7 * 86_400_000).toISOString(),
      address: 'Calle de Colón 1, Valencia',
      location: { lat: 39.4699, lng: -0.3763 },
    },
  });
  expect(created.status).toBe(201);
  const auctionId: number = created.json().data.auction.id;
  const lot = await admin.post(`/api/admin/auctions/${auctionId}/lots`, {
    lot: { title: 'Compresor sin fotos', price: 50_000, youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' },
  });
  expect(lot.status).toBe(201);
  expect((await admin.put(`/api/admin/auctions/${auctionId}/publish`)).status).toBe(200);
  bare = { auctionId, lotId: lot.json().data.lot.id };
}, 60_000);

/** Made once, by the first test that needs it (its polling must run inside a test). */
const wonLot = (): Promise<TWonLot> => {
  won ??= finishedAuction({
    baseURL,
    title: `Subasta E2E ficha ${Date.now()}`,
    winner,
    others: [],
    hammer: 120_000,
  }).then((finished) => ({
    auctionId: finished.auctionId,
    lotId: finished.lotId,
    total: finished.settlement.lines.find((item) => item.lotId === finished.lotId)!.total,
  }));
  return won;
};
afterAll(() => browser.close());

describe.each([
  { width: 360, height: 740 },
  { width: 1366, height: 900 },
])('the lot page at $width px', (viewport) => {
  const contexts: BrowserContext[] = [];
  const newPage = async () => {
    const context = await browser.newContext({ baseURL, viewport });
    contexts.push(context);
    const page = await context.newPage();
    return page;
  };
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  it('links the previous and next lots, in the server-rendered page too, and moves to them by keyboard', async () => {
    const [previous, middle, next] = demo.lots as [TLotSummary, TLotSummary, TLotSummary];
    const path = `/subastas/${demo.auctionId}/${middle.id}`;
    const html = await (await fetch(`${baseURL}${path}`)).text();
    expect(html).toContain(`href="/subastas/${demo.auctionId}/${previous.id}"`);
    expect(html).toContain(`href="/subastas/${demo.auctionId}/${next.id}"`);

    const page = await newPage();
    await visit(page, path);
    const nav = page.getByRole('navigation', { name: 'Otros lotes de esta subasta' });
    expect(await nav.getByTestId('lot-previous').textContent()).toContain(previous.title);
    const nextLink = nav.getByTestId('lot-next');
    expect(await nextLink.textContent()).toContain(`Lote ${next.order} · ${next.title}`);
    await nextLink.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/subastas/${demo.auctionId}/${next.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(next.title);
    await page.getByTestId('lot-previous').click();
    await page.waitForURL(`**${path}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(middle.title);
  });

  it('enlarges the pictures in a dialog moved by the arrow keys and closed by Escape, focus back on the picture', async () => {
    const middle = demo.lots[1]!;
    const { data } = await api<TLotDetailResponse>(`/frontend/lots/${middle.id}`);
    expect(data.lot.images.length).toBeGreaterThan(1);
    const page = await newPage();
    await visit(page, `/subastas/${demo.auctionId}/${middle.id}`);

    const gallery = page.getByRole('region', { name: 'Galería de imágenes' });
    const main = gallery.locator('.gallery-enlarge img');
    expect(await main.getAttribute('srcset')).toContain(' 320w');
    // The browser picks by width from the five sizes: a phone never downloads the big or large file.
    await expect.poll(() => main.evaluate((image: HTMLImageElement) => image.currentSrc)).not.toBe('');
    const chosen = await main.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
    const bigFiles = [data.lot.images[0]!.big, data.lot.images[0]!.large].map(
      (url) => url && new URL(url, baseURL).pathname,
    );
    if (viewport.width === 360) expect(bigFiles).not.toContain(chosen);

    const enlarge = gallery.getByRole('button', { name: `Ampliar la imagen 1 de ${data.lot.images.length}` });
    await enlarge.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const shown = page.getByTestId('lightbox-image');
    await expect.poll(() => shown.getAttribute('data-index')).toBe('0');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shown.getAttribute('data-index')).toBe('1');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shown.getAttribute('data-index')).toBe('0');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shown.getAttribute('data-index')).toBe(String(data.lot.images.length - 1));
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains('gallery-enlarge')))
      .toBe(true);
  });

  it('asks nothing of YouTube before the click, then frames the video from youtube-nocookie.com; shows a placeholder and the map', async () => {
    const page = await newPage();
    const youtube: string[] = [];
    page.on('request', (request) => {
      // Third-party hosts only: the site's own chunk of the video component is named youtube-….js.
      if (/youtube|ytimg|googlevideo/.test(new URL(request.url()).hostname)) youtube.push(request.url());
    });
    await visit(page, `/subastas/${bare.auctionId}/${bare.lotId}`);
    await page.getByRole('img', { name: 'Compresor sin fotos: sin fotografías' }).waitFor();

    // The auction's map: nothing from the tile server until the visitor, told where it comes from, asks.
    const tiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('tile.openstreetmap.org')) tiles.push(request.url());
    });
    await page.getByRole('heading', { name: 'Dónde están los bienes' }).scrollIntoViewIfNeeded();
    await page.getByText(/El mapa se carga desde tile\.openstreetmap\.org/).waitFor();
    await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
    expect(tiles).toEqual([]);
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    await page.getByRole('button', { name: 'Mostrar el mapa' }).click();
    await page.locator('.leaflet-container').waitFor();
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
    expect(youtube).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);
    expect((await page.context().cookies()).filter((cookie) => /youtube/.test(cookie.domain))).toEqual([]);

    const play = page.getByRole('button', { name: /Ver el vídeo/ });
    await play.scrollIntoViewIfNeeded();
    await play.click();
    const frame = page.locator('iframe[title="Vídeo: Compresor sin fotos"]');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
    );
    await expect.poll(() => youtube.length).toBeGreaterThan(0);
    expect(youtube.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);

    // The auction's card of lots shows the placeholder instead of a blank picture.
    await visit(page, `/subastas/${bare.auctionId}`);
    const card = page.getByRole('article').filter({ hasText: 'Compresor sin fotos' });
    expect(await card.getByTestId('picture-placeholder').count()).toBe(1);
  });

  it('tells the winner "Has ganado" with the total, the deadline and the way to pay; others see only "Adjudicado"', async () => {
    const won = await wonLot();
    const path = `/subastas/${won.auctionId}/${won.lotId}`;
    const visitor = await newPage();
    await visit(visitor, path);
    expect(await visitor.getByTestId('lot-closed-state').textContent()).toBe('Lote cerrado · Adjudicado');
    expect(await visitor.getByText('Has ganado').count()).toBe(0);

    const buyer = await newPage();
    await visit(buyer, path);
    await logIn(buyer, winner, demoPassword);
    const notice = buyer.getByTestId('won-lot');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Has ganado este lote');
    expect(await buyer.getByTestId('won-lot-total').textContent()).toBe(formatCents(won.total));
    expect(await notice.textContent()).toMatch(/Plazo para pagar: hasta el \d\d\/\d\d\/\d{4}\./);
    expect(await buyer.getByTestId('lot-closed-state').count()).toBe(0);
    await notice.getByRole('link', { name: /Ir a Mis adjudicaciones/ }).click();
    await buyer.waitForURL('**/mi-cuenta/adjudicaciones');
  }, 60_000);
});
