import { describe, expect, inject, it } from 'vitest';
import { formatCents } from '@/common/format.ts';
import { bidderPage, bidElsewhere, freshLot, peopleOfSpec, placeBid, visit } from './actions.ts';

/**
 * Issue 31, items 1–4 and 7: what a bidder sees while bidding — on a phone the outbid notice never hides the
 * bid bar and goes by itself, the bar says whether you lead, a leader is told they raise their maximum, a
 * bid far above the minimum is questioned, Enter bids, and other bidders' prices are announced.
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
