import { describe, expect, inject, it } from 'vitest';
import { formatCents } from '@/common/format.ts';
import { toMadridLocal } from '@/common/madrid-time.ts';
import { lineAmounts } from '@/common/settlement-money.ts';
import {
  adminPage,
  fillSignUp,
  logIn,
  peopleOfSpec,
  pickDateTime,
  placeBid,
  runningAuctionWithFreeLots,
  visit,
} from './actions.ts';
import { waitForLink } from './mail.ts';

/**
 * The whole journey (issue #7), as people do it, through the UI: a newcomer signs up and activates the
 * account from the e-mail, logs in and subscribes to an auction; an administrator accepts; the newcomer
 * bids, is outbid live by another bidder, answers with a maximum bid; the lot closes (the administrator
 * moves its end to now, as the back office allows, instead of the test waiting for the clock); the lot
 * appears among the newcomer's won lots with its totals, and in the auction's results.
 */
const baseURL = inject('baseURL');
const mailDir = inject('mailDir');

const api = async <T>(path: string) => (await (await fetch(`${baseURL}/api${path}`)).json()) as T;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cents = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.')) * 100);

const people = peopleOfSpec(baseURL);
const newPage = () => people.newPage();

describe('the whole journey', () => {
  it('sign up → activate → subscribe → accepted → bid → outbid live → maximum bid → lot closes → won lot and results', async () => {
    const { auction, lots } = await runningAuctionWithFreeLots(baseURL);
    // A lot nobody has bid on yet, and that no other browser test uses (bidding takes the first free one;
    // its other tests add lots of their own).
    const lot = lots.at(-2)!;
    const lotPath = `/subastas/${auction.id}/${lot.id}`;

    // 1. A newcomer signs up and activates the account from the e-mail.
    const email = `recien.llegada.${Date.now()}@example.com`;
    const newcomer = await newPage();
    await visit(newcomer, lotPath);
    const signup = await fillSignUp(newcomer, {
      firstname: 'Irene',
      lastname: 'Sáez Llorente',
      phone: '634567890',
      nif: '87654321X',
      address: 'Avenida del Puerto 40',
      postalCode: '46023',
      email,
      password: 'clave-de-irene-2026',
    });
    await expect.poll(() => signup.getByText('Revisa tu correo').isVisible()).toBe(true);
    await newcomer.keyboard.press('Escape');
    const activation = new URL(await waitForLink(mailDir, email, '/user/signup/validation/'));
    await visit(newcomer, activation.pathname + activation.search);
    await expect.poll(() => newcomer.getByRole('status').textContent()).toContain('Tu cuenta está activada');

    // 2. Logs in and subscribes to the auction from the lot's page.
    await visit(newcomer, lotPath);
    await logIn(newcomer, email, 'clave-de-irene-2026');
    await newcomer.getByRole('button', { name: 'Inscribirme' }).first().click();
    const subscription = newcomer.getByRole('dialog', { name: `Inscripción: ${auction.title}` });
    await subscription.getByRole('checkbox', { name: /Confirmo que mis datos/ }).check();
    await subscription.getByRole('button', { name: 'Inscribirme' }).click();
    // The lot's page now says the subscription waits for the auction house.
    await expect
      .poll(() => newcomer.getByTestId('subscription-state').textContent())
      .toContain('Inscripción pendiente');

    // 3. An administrator accepts the subscription in the back office.
    const admin = await adminPage(people);
    await admin.getByRole('link', { name: 'Inscripciones' }).click();
    await admin
      .getByRole('button', { name: 'Aceptar la inscripción de Irene Sáez Llorente' })
      .first()
      .click();
    await expect
      .poll(() =>
        admin.getByRole('button', { name: 'Aceptar la inscripción de Irene Sáez Llorente' }).count(),
      )
      .toBe(0);

    // 4. The newcomer, now accepted, bids at the minimum.
    await newcomer.reload();
    await expect.poll(() => newcomer.getByTestId('bid-amount').isVisible()).toBe(true);
    await placeBid(newcomer, lot.minimumBid);
    await expect.poll(() => newcomer.getByTestId('bid-result').textContent()).toContain('Vas ganando');

    // 5. Another bidder outbids her; her page shows it at once, without reloading.
    const rival = await newPage();
    await visit(rival, lotPath);
    await logIn(rival, 'javier.garcia@example.com', 'demo-lonja-2026');
    await expect
      .poll(() => rival.getByTestId('lot-current-price').textContent())
      .toBe(formatCents(lot.minimumBid));
    const rivalAmount = cents(await rival.getByTestId('lot-minimum-bid').textContent());
    await placeBid(rival, rivalAmount);
    await expect
      .poll(() => newcomer.getByTestId('lot-current-price').textContent())
      .toBe(formatCents(rivalAmount));
    await expect
      .poll(() => newcomer.getByTestId('live-notice').first().textContent())
      .toContain('Te han superado la puja');

    // 6. She answers with a hidden maximum well above; the proxy keeps her in front at the next step.
    const minimum = cents(await newcomer.getByTestId('lot-minimum-bid').textContent());
    await placeBid(newcomer, minimum, minimum + 500_00);
    await expect.poll(() => newcomer.getByTestId('leading-state').textContent()).toContain('Tu puja máxima');
    await expect.poll(() => rival.getByTestId('lot-current-price').textContent()).toBe(formatCents(minimum));

    // 7. The lot closes: the administrator moves its end to this minute and the lot closer does the rest.
    await visit(admin, `/admin/lotes/${lot.id}`);
    await pickDateTime(admin, 'Cierre (hora de Madrid)', toMadridLocal(new Date()));
    await admin.getByRole('button', { name: 'Guardar lote' }).click();
    // Her page, live, tells her she won (issue 16 §9: "Has ganado", not the public "Lote cerrado ·
    // Adjudicado", which shows only until her liquidación has loaded).
    await expect.poll(() => newcomer.getByTestId('won-lot').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await newcomer.getByTestId('won-lot').textContent()).toContain('Has ganado este lote');

    // 8. The won lot, with hammer price, commission, its VAT and the total the site computes.
    const vat = await api<{ data: { configData: { dataValue: string } } }>(
      '/frontend/config-data/vatPercent',
    );
    const money = lineAmounts({
      hammer: minimum,
      premiumPercent: auction.commissionPercent,
      premiumVatPercent: Number(JSON.parse(vat.data.configData.dataValue)),
      goodsVatPercent: auction.goodsVatPercent,
    });
    await visit(newcomer, '/mi-cuenta/adjudicaciones');
    const row = newcomer.getByRole('row', { name: new RegExp(escapeRegExp(lot.title)) });
    await expect.poll(() => row.textContent()).toContain(formatCents(money.hammer));
    expect(await row.getByTestId('won-total').textContent()).toBe(formatCents(money.total));
    expect(await row.textContent()).toContain(formatCents(money.premium));

    // 9. The auction's results in the back office name her as the buyer.
    await visit(admin, `/admin/subastas/${auction.id}/resultados`);
    const result = admin.getByRole('row', { name: new RegExp(escapeRegExp(lot.title)) });
    await expect.poll(() => result.textContent()).toContain(formatCents(money.hammer));
    expect(await result.textContent()).toContain(email);
    expect(await result.textContent()).toContain(formatCents(money.total));
  });
});
