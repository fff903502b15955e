import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatCents } from '@/common/format.ts';
import { depositReference } from '@/common/payment-reference.ts';
import type { TSubscribedAuctionsResponse } from '@/common/schemas/subscriptions.ts';
import {
  auctionWithDeposit,
  bidderPage,
  bidElsewhere,
  fillSignUp,
  freshLot,
  logIn,
  peopleOfSpec,
  placeBid,
  visit,
} from './actions.ts';
import { demoPassword } from './settlement-setup.ts';

/**
 * Issue 31, items 1–10 (the bidder's). Items 1–4 and 7: what a bidder sees while bidding — on a phone the outbid notice never hides the
 * bid bar and goes by itself, the bar says whether you lead, a leader is told they raise their maximum, a
 * bid far above the minimum is questioned, Enter bids, and other bidders' prices are announced. Then focus
 * after each action (6), Spanish everywhere (8), the deposit's transfer box and IBANs in fours (5, 9), and
 * the "?" beside its word, visible labels and dates that do not break (10).
 */
const baseURL = inject('baseURL');
const people = peopleOfSpec(baseURL);
const phone = { width: 360, height: 740 };
const lucia = 'lucia.martinez@example.com';
const euros = (cents: number) => String(cents / 100).replace('.', ',');

describe('bidding on a phone', () => {
  it('keeps the outbid notice off the bid bar, closes it by itself and says in the bar where you stand', async () => {
    const { auction, lot } = await freshLot(baseURL, {
      title: `Fresadora móvil ${Date.now()}`,
      price: 40_000,
    });
    const page = await bidderPage(people, lucia, { width: phone.width });
    await visit(page, `/subastas/${auction.id}/${lot.id}`);
    const bar = page.getByTestId('phone-bid-bar');
    await bar.waitFor();
    // The price others' bids change is a live region, read out with its label.
    expect(
      await page.getByTestId('lot-current-price').evaluate((price) => {
        const region = price.closest('[aria-live]');
        return region && [region.getAttribute('aria-live'), region.textContent];
      }),
    ).toEqual(['polite', `Precio de salida${formatCents(lot.minimumBid)}`]);

    await placeBid(page, lot.minimumBid);
    await expect.poll(() => page.getByTestId('bid-result').textContent()).toContain('Vas ganando');
    await expect.poll(() => page.getByTestId('phone-bid-bar-standing').textContent()).toBe('Vas ganando');

    await bidElsewhere(baseURL, 'javier.garcia@example.com', lot.id);
    const notice = page.getByTestId('live-notice').first();
    await expect.poll(() => notice.textContent()).toContain('Te han superado la puja');
    await expect.poll(() => page.getByTestId('phone-bid-bar-standing').textContent()).toBe('Te han superado');
    const noticeBox = (await notice.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(barBox.y);
    await expect.poll(() => page.getByTestId('live-notice').count(), { timeout: 15_000 }).toBe(0);
  }, 60_000);
});

describe('the bid form', () => {
  it('tells a leader bidding again that they raise their maximum and the price stays', async () => {
    const { auction, lot } = await freshLot(baseURL, { title: `Torno líder ${Date.now()}`, price: 60_000 });
    const page = await bidderPage(people, lucia);
    await visit(page, `/subastas/${auction.id}/${lot.id}`);
    await placeBid(page, lot.minimumBid);
    await expect.poll(() => page.getByTestId('leading-state').textContent()).toContain('Vas ganando');

    const raised = lot.minimumBid * 1.5;
    await page.getByTestId('bid-amount').fill(euros(raised));
    await page.getByRole('button', { name: `Subir mi máximo a ${formatCents(raised)}` }).click();
    const confirmation = page.getByRole('dialog', { name: '¿Confirmas la puja?' });
    await expect
      .poll(() => confirmation.textContent())
      .toContain(`Subes tu máximo a ${formatCents(raised)}; el precio no cambia`);
    expect(await confirmation.textContent()).not.toContain('Vas a pujar');
    await confirmation.getByRole('button', { name: 'Confirmar puja' }).click();
    await expect
      .poll(() => page.getByTestId('bid-result').textContent())
      .toContain('Has subido tu puja máxima');
    expect(await page.getByTestId('lot-current-price').textContent()).toBe(formatCents(lot.minimumBid));
  });

  it('questions a bid far above the minimum, and Enter in the amount opens the confirmation', async () => {
    const { auction, lot } = await freshLot(baseURL, {
      title: `Prensa de un cero ${Date.now()}`,
      price: 30_000,
    });
    const page = await bidderPage(people, lucia);
    await visit(page, `/subastas/${auction.id}/${lot.id}`);
    const amount = page.getByTestId('bid-amount');
    await amount.fill(euros(lot.minimumBid));
    expect(await page.getByTestId('bid-far-above').count()).toBe(0);
    await amount.fill(euros(lot.minimumBid * 10));
    const warning = `Tu puja de ${formatCents(lot.minimumBid * 10)} es mucho más que la mínima (${formatCents(lot.minimumBid)})`;
    await expect.poll(() => page.getByTestId('bid-far-above').textContent()).toContain(warning);

    await amount.press('Enter');
    const confirmation = page.getByRole('dialog', { name: '¿Confirmas la puja?' });
    await expect.poll(() => confirmation.getByTestId('confirm-far-above').textContent()).toContain(warning);
    await confirmation.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => confirmation.count()).toBe(0);
    expect(await page.getByTestId('lot-bids-count').textContent()).toBe('Sin pujas todavía');
  });
});

/** What has focus, as a screen reader would name it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    if (!element || element === document.body) return { tag: 'body' };
    const describedBy = (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    return {
      tag: element.tagName.toLowerCase(),
      id: element.id,
      label: element.labels?.[0]?.textContent ?? element.getAttribute('aria-label') ?? '',
      invalid: element.getAttribute('aria-invalid'),
      describedBy,
      text: (element.textContent ?? '').slice(0, 80),
    };
  });

describe('focus after each action', () => {
  it('opens the login on its first field, focuses a failed login’s error and the page after a good one', async () => {
    const page = await people.newPage();
    await visit(page, '/subastas');
    await page.getByRole('button', { name: 'Acceder' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Acceder a tu cuenta' });
    await dialog.getByLabel(/^Correo electrónico/).waitFor();
    await expect.poll(async () => (await focused(page)).label).toMatch(/^Correo electrónico/);
    // The eye of the password field speaks Spanish.
    expect(await dialog.getByRole('button', { name: 'Mostrar u ocultar la contraseña' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Toggle password visibility' }).count()).toBe(0);

    await dialog.getByLabel(/^Correo electrónico/).fill('javier.garcia@example.com');
    await dialog.getByLabel(/^Contraseña/).fill('no-es-esta');
    await dialog.getByRole('button', { name: 'Acceder' }).click();
    await expect
      .poll(() => focused(page))
      .toMatchObject({
        label: expect.stringMatching(/^Contraseña/),
        invalid: 'true',
        describedBy: expect.stringContaining('no son correctos'),
      });

    await dialog.getByLabel(/^Contraseña/).fill(demoPassword);
    await dialog.getByRole('button', { name: 'Acceder' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await focused(page)).id, { timeout: 5_000 }).toBe('contenido');
  });

  it('takes sign-up to its first error, scrolled into view', async () => {
    const page = await people.newPage();
    await page.setViewportSize(phone);
    await visit(page, '/');
    const signup = await fillSignUp(
      page,
      {
        firstname: 'Irene',
        lastname: 'Soler Vidal',
        phone: '612345678',
        nif: '12345678Z',
        address: 'Calle de la Paz 3',
        postalCode: '46003',
        email: `irene.${Date.now()}@example.com`,
        password: 'una-clave-larga-2026',
      },
      async (form) => {
        await form.getByLabel(/^Nombre/).fill('');
      },
    );
    await expect.poll(async () => (await focused(page)).label, { timeout: 5_000 }).toMatch(/^Nombre/);
    const box = (await signup.getByLabel(/^Nombre/).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
  });

  it('keeps focus on the button after saving a search, under a visible "Cuándo avisarme"', async () => {
    const page = await people.newPage();
    await visit(page, '/buscar?q=torno');
    await logIn(page, 'carmen.ruiz@example.com', demoPassword);
    const save = page.getByRole('button', { name: 'Avisarme de lotes nuevos' });
    await save.click();
    await page.getByLabel('Nombre de la búsqueda').fill(`Tornos ${Date.now()}`);
    expect(await page.getByText('Cuándo avisarme', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('radiogroup', { name: 'Cuándo avisarme' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Guardar la búsqueda' }).click();
    await page.getByRole('status').filter({ hasText: 'Búsqueda guardada' }).waitFor();
    await expect.poll(async () => (await focused(page)).text).toBe('Avisarme de lotes nuevos');
  });
});

describe('a deposit to transfer', () => {
  it('gives the reference and copy buttons, focuses the answer, and prints IBANs in fours that fit a phone', async () => {
    const title = `Subasta con referencia ${Date.now()}`;
    const deposit = 30_000;
    const { auctionId } = await auctionWithDeposit(baseURL, title, deposit);
    const context = await people.newContext({ viewport: phone });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await visit(page, `/subastas/${auctionId}`);
    await logIn(page, 'javier.garcia@example.com', demoPassword);

    await page.getByRole('button', { name: 'Inscribirme', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(title) });
    // The dialog opens on its first field, not on "Cerrar".
    await expect.poll(async () => (await focused(page)).label).toBe('IBAN para devolverte el depósito');
    await dialog.getByLabel('IBAN para devolverte el depósito').fill('ES7620770024003102575766');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Inscribirme', exact: true }).click();
    await expect
      .poll(async () => (await focused(page)).text, { timeout: 5_000 })
      .toContain('Inscripción enviada');

    const subscribed = (await page.evaluate(async () =>
      (await fetch('/api/frontend/auth/auctions/subscribed')).json(),
    )) as TSubscribedAuctionsResponse;
    const reference = depositReference(
      subscribed.data.auctions.find((a) => a.id === auctionId)!.subscription.id,
    );
    const box = dialog.getByTestId('bank-transfer');
    await expect.poll(() => box.textContent()).toContain(reference);
    expect(await box.textContent()).toContain(formatCents(deposit));
    expect(await box.textContent()).toMatch(/IBAN: [A-Z]{2}\d{2}( [\dA-Z]{4})+/);
    await box.getByRole('button', { name: 'Copiar Concepto (referencia)' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
    await box.getByRole('button', { name: 'Copiar IBAN' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^[A-Z]{2}\d{2}[\dA-Z]+$/);
    await page.keyboard.press('Escape');

    // "Mis subastas" on a phone: the refund IBAN in groups of four, nothing wider than the screen.
    await visit(page, '/mi-cuenta/subastas/inscritas');
    const row = page.getByTestId('subscribed-auctions').getByRole('row').filter({ hasText: title });
    await expect.poll(() => row.textContent()).toContain('ES76 2077 0024 0031 0257 5766');
    await expect.poll(() => row.getByTestId('bank-transfer').textContent()).toContain(reference);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phone.width);
  });
});

describe('words and layout', () => {
  it('says "Página no encontrada" in Spanish', async () => {
    const page = await people.newPage();
    await visit(page, '/no-existe-esta-pagina');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Página no encontrada');
    expect(await page.textContent('body')).not.toContain('Page Not Found');
  });

  it('keeps each "?" right after its word in the bid form, at a phone’s width and a laptop’s', async () => {
    const { auction, lot } = await freshLot(baseURL, {
      title: `Taladro de columna ${Date.now()}`,
      price: 20_000,
    });
    for (const width of [phone.width, 1366]) {
      const page = await bidderPage(people, lucia, { width });
      await visit(page, `/subastas/${auction.id}/${lot.id}`);
      await page.getByTestId('bid-total').waitFor();
      const gaps = await page.getByTestId('bid-total').evaluate((total) =>
        [...total.querySelectorAll<HTMLElement>('.term-tip')].map((tip) => {
          const before = tip.previousSibling;
          if (!before || before.nodeType !== Node.TEXT_NODE) return { term: tip.dataset.term, word: null };
          const range = document.createRange();
          range.selectNodeContents(before);
          const line = [...range.getClientRects()].at(-1)!;
          const box = tip.getBoundingClientRect();
          return {
            term: tip.dataset.term,
            word: before.textContent?.trim().split(' ').at(-1),
            sameLine: box.top < line.bottom && box.bottom > line.top,
            gap: Math.round(box.left - line.right),
          };
        }),
      );
      expect(gaps).toEqual([
        { term: 'commission', word: 'comisión', sameLine: true, gap: expect.any(Number) },
        { term: 'vat', word: 'IVA', sameLine: true, gap: expect.any(Number) },
      ]);
      for (const { gap } of gaps) expect(gap).toBeLessThanOrEqual(8);
    }
  });

  it('never parts "18:00" from its "h)" on the home page’s cards at 360 px', async () => {
    const page = await people.newPage();
    await page.setViewportSize(phone);
    await visit(page, '/');
    const lines = await page.evaluate(() => {
      const pattern = /\(\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2} h\)/;
      const found: number[] = [];
      for (const element of document.querySelectorAll('main p')) {
        const text = element.textContent ?? '';
        const match = pattern.exec(text);
        if (!match) continue;
        // A range over exactly the "(dd/mm/yyyy - HH:mm h)" characters, across the text nodes holding them.
        const start = match.index;
        const end = start + match[0].length;
        const range = document.createRange();
        let offset = 0;
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent?.length ?? 0;
          if (start >= offset && start < offset + length) range.setStart(node, start - offset);
          if (end > offset && end <= offset + length) range.setEnd(node, end - offset);
          offset += length;
        }
        found.push(new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size);
      }
      return found;
    });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((count) => count === 1)).toBe(true);
  });
});
