import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatCents } from '@/common/format.ts';
import { createHttpClient } from '../test/http-client.ts';
import { createPeople, logIn, placeBid, runningAuctionWithFreeLots, visit } from './actions.ts';
import { launchBrowser } from './browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;

let people: ReturnType<typeof createPeople>;

/** A separate browser profile per bidder, logged in through the header dialog. */
const bidderPage = async (email: string) => {
  const page = await people.newPage();
  await visit(page, '/');
  await logIn(page, email, 'demo-lonja-2026');
  return page;
};

/**
 * A lot of the test's own, nobody else's: the admin adds it to the first running auction without a
 * deposit (every demo bidder is accepted there), so no spec takes a lot another one counts on, whatever
 * order the files run in. With `endsIn`, it ends that many milliseconds from now.
 */
const freshLot = async (endsIn?: number) => {
  const { auction } = await runningAuctionWithFreeLots(baseURL);
  const admin = createHttpClient(baseURL);
  await admin.login('admin@lonja.local', 'admin-e2e-password');
  const created = await admin.post(`/api/admin/auctions/${auction.id}/lots`, {
    lot: { title: 'Compresor de tornillo', price: 50_000 },
  });
  expect(created.status).toBe(201);
  const lot = (await admin.get(`/api/admin/lots/${created.json().data.lot.id}`)).json().data.lot;
  if (endsIn !== undefined) {
    const moved = await admin.put(`/api/admin/lots/${lot.id}`, {
      lot: {
        title: lot.title,
        description: lot.description,
        price: lot.price,
        endDate: new Date(Date.now() + endsIn).toISOString(),
      },
    });
    expect(moved.status).toBe(200);
  }
  // Nobody has bid: the minimum is the starting price.
  return { auction, lot: { id: lot.id as number, minimumBid: lot.price as number } };
};

beforeAll(async () => {
  browser = await launchBrowser();
  people = createPeople(browser, baseURL);
});
afterAll(async () => {
  await people.closeAll();
  await browser.close();
});

describe('live bidding between two people', () => {
  it('shows one bidder’s bid to the other at once and tells the outbid one', async () => {
    const { auction: running, lots } = await runningAuctionWithFreeLots(baseURL);
    const lot = lots[0]!;

    const lucia = await bidderPage('lucia.martinez@example.com');
    const javier = await bidderPage('javier.garcia@example.com');
    for (const page of [lucia, javier]) {
      await visit(page, `/subastas/${running.id}/${lot.id}`);
      await expect
        .poll(() => page.getByTestId('lot-current-price').textContent())
        .toBe(formatCents(lot.price));
    }

    await placeBid(lucia, lot.minimumBid);
    await expect.poll(() => lucia.getByTestId('bid-result').textContent()).toContain('Vas ganando');
    await expect
      .poll(() => javier.getByTestId('lot-current-price').textContent())
      .toBe(formatCents(lot.minimumBid));
    // In the history the bid is "Tú" to Lucía and a pseudonym to Javier (DESIGN §5).
    const latestBidder = (page: typeof lucia) =>
      page.getByRole('region', { name: 'Historial de pujas' }).getByRole('row').nth(1).textContent();
    await expect.poll(() => latestBidder(lucia)).toContain('Tú');
    await expect.poll(() => latestBidder(javier)).toMatch(/Pujador \d+/);

    const javierMinimum = (await javier.getByTestId('lot-minimum-bid').textContent())!;
    const next = Number(javierMinimum.replace(/[^\d,]/g, '').replace(',', '.')) * 100;
    await placeBid(javier, next);
    await expect.poll(() => lucia.getByTestId('lot-current-price').textContent()).toBe(formatCents(next));
    await expect
      .poll(() => lucia.getByTestId('live-notice').first().textContent())
      .toContain('Te han superado la puja');
    await expect.poll(() => lucia.getByTestId('leading-state').textContent()).toContain('Te han superado');
    // One truth: her earlier "Vas ganando" answer does not stay under the new state.
    await expect.poll(() => lucia.getByTestId('bid-result').count()).toBe(0);

    // Her running bids show the lot as outbid, with a quick re-bid at the new minimum that puts her back in front.
    await visit(lucia, '/mi-cuenta/subastas/pujas');
    const row = lucia.getByRole('row', { name: new RegExp(lot.title) });
    await expect.poll(() => row.textContent()).toContain('Superada');
    await row.getByRole('button', { name: /^Pujar/ }).click();
    // Never a binding bid in one tap: the same confirmation as on the lot page, with the all-in total.
    const confirmation = lucia.getByRole('dialog', { name: '¿Confirmas la puja?' });
    await expect.poll(() => confirmation.textContent()).toContain('total con comisión e IVA');
    await confirmation.getByRole('button', { name: 'Confirmar puja' }).click();
    await expect
      .poll(() => lucia.getByRole('row', { name: new RegExp(lot.title) }).textContent())
      .toContain('Vas ganando');
  });

  it('shows a bid placed while a visitor’s page was still starting its app', async () => {
    const { auction: running, lot } = await freshLot();
    const path = `/subastas/${running.id}/${lot.id}`;
    const lucia = await bidderPage('lucia.martinez@example.com');
    await visit(lucia, path);

    // A visitor on a slow phone: the page has painted from the HTML, the app has not arrived yet.
    const visitor = await people.newPage();
    let release!: () => void;
    const appHeldBack = new Promise<void>((resolve) => (release = resolve));
    await visitor.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await appHeldBack;
      await route.continue();
    });
    await visitor.goto(path);
    expect(await visitor.getByTestId('lot-bids-count').textContent()).toBe('Sin pujas todavía');

    await placeBid(lucia, lot.minimumBid);
    await expect.poll(() => lucia.getByTestId('bid-result').textContent()).toContain('Vas ganando');
    // The bid's live event has gone out to the pages that were listening: all but the visitor's.
    await expect.poll(() => lucia.getByTestId('lot-bids-count').textContent()).toBe('1 puja');

    // The app starts from the live event the page was read at, so the bid in between reaches it.
    release();
    await visitor.waitForSelector('html[data-ready]', { state: 'attached' });
    await expect.poll(() => visitor.getByTestId('lot-bids-count').textContent()).toBe('1 puja');
  });

  it('tells whoever is on the lot page when a late bid extends its close', async () => {
    // Ending inside the soft-close window (the last two minutes).
    const { auction: running, lot } = await freshLot(60_000);
    const lucia = await bidderPage('lucia.martinez@example.com');
    await visit(lucia, `/subastas/${running.id}/${lot.id}`);
    await lucia.getByTestId('bid-amount').waitFor();

    const javier = createHttpClient(baseURL);
    await javier.login('javier.garcia@example.com', 'demo-lonja-2026');
    const bid = await javier.post(`/api/frontend/auth/lots/${lot.id}/bid`, {
      bid: { amount: lot.minimumBid },
    });
    expect(bid.status).toBe(200);
    await expect
      .poll(() => lucia.getByTestId('live-notice').last().textContent())
      .toContain('Cierre ampliado');
  });

  it('places a bid with the keyboard alone', async () => {
    const { auction: running, lot } = await freshLot();
    const marta = await bidderPage('marta.lopez@example.com');
    await visit(marta, `/subastas/${running.id}/${lot.id}`);
    await marta.getByTestId('bid-amount').waitFor();

    /** Presses Tab until the focused element's text matches, as a keyboard user would. */
    const tabTo = async (pattern: RegExp) => {
      for (let i = 0; i < 40; i++) {
        await marta.keyboard.press('Tab');
        const text = await marta.evaluate(() => document.activeElement?.textContent ?? '');
        if (pattern.test(text)) return;
      }
      throw new Error(`Could not reach ${pattern} with the Tab key`);
    };
    await tabTo(/^Pujar \d/);
    await marta.keyboard.press('Enter');
    await tabTo(/^Confirmar puja$/);
    await marta.keyboard.press('Enter');
    await expect.poll(() => marta.getByTestId('bid-result').textContent()).toContain('Vas ganando');
  });
});
