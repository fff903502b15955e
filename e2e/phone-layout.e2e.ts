import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TAuctionDetailResponse, TOpenAuctionsResponse } from '@/common/schemas/auctions.ts';
import { accountPaths, logIn, publicPaths, visit } from './actions.ts';
import { launchBrowser } from './browser.ts';
import { demoPassword, finishedAuction } from './settlement-setup.ts';

/**
 * Issue 16 §4, "a phone layout designed for bidding": nothing wider than the screen on any public or account
 * page at 360 px (and at 1366 px), the lot page's bid bar within the first screen, account tables as cards.
 */
const baseURL = inject('baseURL');
const phone = { width: 360, height: 740 };
const desktop = { width: 1366, height: 800 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const api = async <T>(path: string) => (await (await fetch(`${baseURL}/api${path}`)).json()) as T;

/**
 * What sticks out on the right: the page's scroll width beyond the viewport, and every visible element whose
 * right edge passes it, unless an ancestor that scrolls or clips (a thumbnail strip) keeps it inside.
 */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const clipsSideways = (element: Element) => {
      const { overflowX } = getComputedStyle(element);
      return overflowX !== 'visible';
    };
    const sticking: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'contents') continue;
      let clipped = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (clipsSideways(parent) && parent.getBoundingClientRect().right <= width + 1) {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).split(' ')[0]}`;
      sticking.push(`${name} → ${Math.round(box.right)} px`);
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      sticking: sticking.slice(0, 5),
    };
  });

/** Visits every path and returns those where something is wider than the screen, with what sticks out. */
const measure = async (page: Page, paths: string[]) => {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await visit(page, path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const { scrollWidth, width, sticking } = await overflowOf(page);
    if (scrollWidth > width || sticking.length) found[path] = [`scrollWidth ${scrollWidth}`, ...sticking];
  }
  return found;
};

const newPage = async (viewport: { width: number; height: number }) => {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  return page;
};

describe('phone layout', () => {
  it('fits every public page, and the login and sign-up dialogs, at 360 px and 1366 px', async () => {
    const paths = await publicPaths(baseURL);
    for (const viewport of [phone, desktop]) {
      const page = await newPage(viewport);
      expect({ viewport, overflowing: await measure(page, paths) }).toEqual({ viewport, overflowing: {} });

      await visit(page, '/');
      await page.getByRole('button', { name: 'Acceder' }).first().click();
      await page.getByRole('dialog', { name: 'Acceder a tu cuenta' }).waitFor();
      expect(await overflowOf(page)).toMatchObject({ scrollWidth: viewport.width, sticking: [] });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });

      // On a phone "Registrarse" is in the menu, beside the search box whose button must not be cut off.
      if (viewport === phone) {
        await page.getByRole('button', { name: 'Menú' }).click();
        const menu = page.getByRole('dialog', { name: 'Lonja' });
        const search = menu.getByRole('button', { name: 'Buscar' });
        // The drawer slides in from the right: once it is in place, the button is whole on screen.
        await expect
          .poll(async () => {
            const box = await search.boundingBox();
            return box ? box.x + box.width : Number.POSITIVE_INFINITY;
          })
          .toBeLessThanOrEqual(viewport.width - 16);
      }
      await page.getByRole('button', { name: 'Registrarse' }).first().click();
      // Measured once the menu has slid away to the right (while it moves it is outside the screen).
      await page.getByRole('dialog', { name: 'Lonja' }).waitFor({ state: 'hidden' });
      await page.getByRole('dialog', { name: 'Crear una cuenta' }).waitFor();
      expect(await overflowOf(page)).toMatchObject({ scrollWidth: viewport.width, sticking: [] });
      await page.context().close();
    }
  }, 180_000);

  it('fits every account page at 360 px and 1366 px, with its tables as cards on a phone', async () => {
    // A finished auction won by Pablo, so "Mis adjudicaciones" has its table of won lots.
    const title = `Subasta E2E móvil ${Date.now()}`;
    await finishedAuction({
      baseURL,
      title,
      winner: 'pablo.sanchez@example.com',
      others: [],
      hammer: 1_234_500,
    });
    for (const viewport of [phone, desktop]) {
      // Lucía has running bids and subscriptions in the demo data; Pablo now has won lots too.
      for (const email of ['lucia.martinez@example.com', 'pablo.sanchez@example.com']) {
        const page = await newPage(viewport);
        await visit(page, '/');
        await logIn(page, email, demoPassword);
        expect({ email, viewport, overflowing: await measure(page, accountPaths) }).toEqual({
          email,
          viewport,
          overflowing: {},
        });
        await page.context().close();
      }
    }

    const page = await newPage(phone);
    await visit(page, '/');
    await logIn(page, 'pablo.sanchez@example.com', demoPassword);
    await visit(page, '/mi-cuenta/adjudicaciones');
    const won = page.getByRole('region', { name: title });
    const wonRow = won.getByRole('row').filter({ has: page.getByTestId('won-total') });
    await wonRow.waitFor();
    // A card: its cells one under the other, each named by its column, all inside the settlement's card.
    expect(await wonRow.evaluate((row) => getComputedStyle(row).display)).toBe('block');
    const total = await won.getByTestId('won-total').evaluate((cell) => ({
      label: getComputedStyle(cell, '::before').content,
      right: cell.getBoundingClientRect().right,
    }));
    expect(total.label).toBe('"Total"');
    const card = (await won.boundingBox())!;
    expect(total.right).toBeLessThanOrEqual(card.x + card.width);

    await page.context().close();
    const lucia = await newPage(phone);
    await visit(lucia, '/');
    await logIn(lucia, 'lucia.martinez@example.com', demoPassword);
    await visit(lucia, '/mi-cuenta/subastas/pujas');
    const bids = lucia.getByTestId('running-bids');
    await bids.getByRole('row').nth(1).waitFor();
    expect(
      await bids
        .locator('tbody tr')
        .first()
        .evaluate((row) => getComputedStyle(row).display),
    ).toBe('block');
    // Status badges whole: "Vas ganando", "Superada", never "SU…".
    for (const badge of await bids.locator('.mantine-Badge-label').all()) {
      expect(await badge.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
      expect(['Vas ganando', 'Superada']).toContain(await badge.textContent());
    }
    await lucia.context().close();
  }, 300_000);

  it('keeps price, time left and "Pujar" on the first screen of a lot page on a phone; Pujar leads to the bid form', async () => {
    const open = await api<TOpenAuctionsResponse>('/frontend/auctions/open');
    const auction = open.data.auctions.find((candidate) => new Date(candidate.startDate) < new Date())!;
    const detail = await api<TAuctionDetailResponse>(`/frontend/auctions/${auction.id}`);
    const lot = detail.data.lots.find((candidate) => candidate.status === 'open')!;
    const page = await newPage(phone);
    await visit(page, `/subastas/${auction.id}/${lot.id}`);
    const bar = page.getByRole('region', { name: 'Pujar por este lote' });
    await bar.waitFor();
    const box = (await bar.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
    expect(await bar.getByTestId('phone-bid-bar-price').textContent()).toBe(
      await page.getByTestId('lot-current-price').textContent(),
    );
    expect(await bar.locator('time').textContent()).toMatch(/\d{2}:\d{2}:\d{2}/);
    // The page is padded by the bar's height, so the end of the page can be scrolled above it.
    const padding = await page.evaluate(() =>
      Number.parseFloat(getComputedStyle(document.body).paddingBottom),
    );
    expect(padding).toBeGreaterThanOrEqual(box.height);

    // By keyboard: "Pujar" is reachable, shows its focus, and takes the visitor to the bid panel (here the
    // invitation to log in and subscribe), scrolled into view above the bar.
    const pujar = bar.getByRole('link', { name: 'Pujar' });
    await pujar.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('#lot-bid-panel') !== null))
      .toBe(true);
    // Scrolled smoothly: wait until the focused control has come to rest above the bar.
    await expect
      .poll(() => page.evaluate(() => document.activeElement!.getBoundingClientRect().bottom))
      .toBeLessThanOrEqual(box.y);

    // On a wide screen the panel beside the pictures does the job: no bar.
    await page.setViewportSize(desktop);
    expect(await bar.isVisible()).toBe(false);
    await page.context().close();
  });

  it('keeps the search filters behind a "Filtros" button on a phone, with the count of active ones', async () => {
    const page = await newPage(phone);
    await visit(page, '/buscar?q=torno&estado=open&desde=100');
    const toggle = page.getByRole('button', { name: 'Filtros · 2 activos' });
    await toggle.waitFor();
    expect(await page.getByLabel('Estado').isVisible()).toBe(false);
    // The first result is on the first screen, not below the filters.
    const firstResult = page.getByRole('article').first();
    await firstResult.waitFor();
    expect((await firstResult.boundingBox())!.y).toBeLessThan(phone.height);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByLabel('Estado').isVisible()).toBe(true);
    expect(await page.getByLabel('Estado').inputValue()).toBe('open');
    await page.setViewportSize(desktop);
    expect(await toggle.isVisible()).toBe(false);
    expect(await page.getByLabel('Estado').isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows the home page as compact rows on a phone, not one screen-tall card each', async () => {
    const page = await newPage(phone);
    await visit(page, '/');
    await page.getByRole('heading', { name: 'Lotes que cierran pronto' }).waitFor();
    const cards = page.getByRole('article');
    for (const card of (await cards.all()).slice(0, 4)) {
      expect((await card.boundingBox())!.height).toBeLessThan(260);
    }
    await page.context().close();
  });
});
