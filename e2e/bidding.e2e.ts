import { describe, expect, inject, it } from 'vitest';
import { formatCents, formatTime } from '@/common/format.ts';
import { bidderPage, bidElsewhere, freshLot, peopleOfSpec, placeBid, visit, widths } from './actions.ts';

const baseURL = inject('baseURL');

const people = peopleOfSpec(baseURL);

describe('live bidding between two people', () => {
  it.each(widths)(
    'shows one bidder’s bid to the other at once and tells the outbid one, at $width px',
    async (viewport) => {
      const { auction: running, lot } = await freshLot(baseURL, {
        title: `Compresor en directo ${viewport.width} ${Date.now()}`,
        price: 50_000,
      });

      const lucia = await bidderPage(people, 'lucia.martinez@example.com', viewport);
      const javier = await bidderPage(people, 'javier.garcia@example.com', viewport);
      for (const page of [lucia, javier]) {
        await visit(page, `/subastas/${running.id}/${lot.id}`);
        await expect
          .poll(() => page.getByTestId('lot-current-price').textContent())
          .toBe(formatCents(lot.minimumBid));
      }

      await placeBid(lucia, lot.minimumBid);
      await expect.poll(() => lucia.getByTestId('bid-result').textContent()).toContain('Vas ganando');
      await expect
        .poll(() => javier.getByTestId('lot-current-price').textContent())
        .toBe(formatCents(lot.minimumBid));
      // In the history the bid is "Tú" to Lucía and a pseudonym to Javier (docs/product.md#pseudonyms).
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
    },
  );

  it('shows a bid placed while a visitor’s page was still starting its app', async () => {
    const { auction: running, lot } = await freshLot(baseURL, {
      title: 'Compresor de tornillo con la página arrancando',
      price: 50_000,
    });
    const path = `/subastas/${running.id}/${lot.id}`;
    const lucia = await bidderPage(people, 'lucia.martinez@example.com');
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

  it.each(widths)(
    'tells whoever is on the lot page when a late bid extends its close, and still shows it after a reload, at $width px',
    async (viewport) => {
      // Ending inside the soft-close window (the last two minutes).
      const { auction: running, lot } = await freshLot(baseURL, {
        title: `Compresor de cierre ampliado ${viewport.width}`,
        price: 50_000,
        endsIn: 60_000,
      });
      const lucia = await bidderPage(people, 'lucia.martinez@example.com', viewport);
      await visit(lucia, `/subastas/${running.id}/${lot.id}`);
      await lucia.getByTestId('bid-amount').waitFor();
      expect(await lucia.getByTestId('extended-mark').count()).toBe(0);

      const { endDate } = await bidElsewhere(baseURL, 'javier.garcia@example.com', lot.id, lot.minimumBid);
      const until = formatTime(endDate);
      await expect
        .poll(() => lucia.getByTestId('live-notice').last().textContent())
        .toContain('Cierre ampliado');
      // And beside the countdown, with the new end and what soft close means.
      const mark = lucia.getByTestId('extended-mark').first();
      await expect.poll(() => mark.textContent()).toContain(`Ampliado hasta las ${until}`);
      expect(await mark.getByRole('button', { name: 'Qué es: cierre escalonado' }).count()).toBe(1);
      // On a phone, the bid bar's countdown, the one in view, says so too.
      const barSaysExtended = () => lucia.getByTestId('phone-bid-bar-extended').isVisible();
      if (viewport.width < 600) await expect.poll(barSaysExtended).toBe(true);

      // The mark comes from the server's answer too: a reload, or the page read afresh, keeps it.
      await visit(lucia, `/subastas/${running.id}/${lot.id}`);
      await expect.poll(() => mark.textContent()).toContain(`Ampliado hasta las ${until}`);
      if (viewport.width < 600) expect(await barSaysExtended()).toBe(true);
      const html = await (await fetch(`${baseURL}/subastas/${running.id}/${lot.id}`)).text();
      expect(html).toContain('data-testid="extended-mark"');
      // And on the lot's card among the auction's lots.
      await visit(lucia, `/subastas/${running.id}`);
      const card = lucia.locator('article', {
        has: lucia.locator(`a[href="/subastas/${running.id}/${lot.id}"]`),
      });
      await expect
        .poll(() => card.getByTestId('extended-mark').textContent())
        .toContain(`Ampliado hasta las ${until}`);
    },
  );

  it('places a bid with the keyboard alone', async () => {
    const { auction: running, lot } = await freshLot(baseURL, {
      title: 'Compresor de tornillo por teclado',
      price: 50_000,
    });
    const marta = await bidderPage(people, 'marta.lopez@example.com');
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
