import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatCents } from '@/common/format.ts';
import { depositReference } from '@/common/payment-reference.ts';
import type { TSubscribedAuctionsResponse } from '@/common/schemas/subscriptions.ts';
import { es } from '@/web/i18n/es.ts';
import { auctionWithDeposit, logIn, openSubscription, sendSubscription, visit } from './actions.ts';
import { launchBrowser } from './browser.ts';
import { waitForMail } from './mail.ts';
import { demoPassword } from './settlement-setup.ts';

/**
 * Issue 16 §7 and the deposit rule of §1, at a phone's width and a laptop's: a bidder subscribes to an
 * auction with a deposit in its dialog; from then on the deposit's amount, the house's IBAN, the transfer's
 * reference and its state are on the auction page and in /mi-cuenta/subastas, and in the e-mails of the
 * request and of the decision; once it is paid, the one bid confirmation states the deposit's rule.
 */
const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const deposit = 20_000;
const refundIban = 'ES76 2077 0024 0031 0257 5766';
let browser: Browser;
let houseIban: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const config = await (await fetch(`${baseURL}/api/frontend/config-data/bankAccount`)).json();
  houseIban = JSON.parse(config.data.configData.dataValue).iban;
});
afterAll(() => browser.close());

/** Without spaces, as IBANs are written in e-mails and typed in pages alike. */
const compact = (text: string | null) => (text ?? '').replace(/\s/g, '');

/** The bidder's own subscription to the auction, as the page reads it. */
const subscriptionOf = async (page: Page, auctionId: number) => {
  const answer = (await page.evaluate(async () =>
    (await fetch('/api/frontend/auth/auctions/subscribed')).json(),
  )) as TSubscribedAuctionsResponse;
  return answer.data.auctions.find((auction) => auction.id === auctionId)!.subscription;
};

describe.each([
  { width: 360, height: 740, email: 'pablo.sanchez@example.com' },
  { width: 1366, height: 900, email: 'marta.lopez@example.com' },
])('a deposit at $width px', ({ width, height, email }) => {
  it('stays in view from the request on, is e-mailed at the request and the decision, and is stated in the bid confirmation', async () => {
    const title = `Subasta E2E con depósito ${width} ${Date.now()}`;
    const { admin, auctionId, lotId, lotTitle } = await auctionWithDeposit(baseURL, title, deposit);
    const context = await browser.newContext({ baseURL, viewport: { width, height } });
    const page = await context.newPage();
    await visit(page, `/subastas/${auctionId}`);
    await logIn(page, email, demoPassword);

    // The subscription dialog: the deposit, the house's account, and where to return it.
    const dialog = await openSubscription(page, title);
    expect(await dialog.textContent()).toContain(`${es.auctions.deposit}: ${formatCents(deposit)}`);
    // The house's account comes with its own request, which may answer after the dialog opens.
    await expect.poll(async () => compact(await dialog.textContent())).toContain(compact(houseIban));
    await dialog.getByLabel(es.deposits.refundIbanLabel).fill(refundIban);
    await sendSubscription(dialog);
    await dialog.getByRole('status').filter({ hasText: es.bidding.subscribed }).waitFor();
    // The "Cerrar" under the message (the dialog's × has the same name).
    await dialog.getByRole('button', { name: es.auth.close }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    // Focus goes to what changed: the subscription's state, with the deposit to pay.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('subscription-state');

    const subscription = await subscriptionOf(page, auctionId);
    const reference = depositReference(subscription.id);
    const state = page.getByTestId('subscription-state');
    /** The deposit as a bidder reads it: amount and state, the account and the reference while it is awaited. */
    const expectDeposit = async (where: Locator, stateName: string, awaited: boolean) => {
      const text = () => where.textContent();
      await expect.poll(text).toContain(es.deposits.summary(formatCents(deposit), stateName));
      if (awaited) {
        // The house's account arrives with the public settings, a moment after the page.
        await expect.poll(async () => compact(await text())).toContain(compact(houseIban));
        expect(await text()).toContain(reference);
      }
    };

    // Requested: on the auction page and in the account, the amount, the IBAN, the reference, the state.
    await expect.poll(() => state.textContent()).toContain(es.bidding.pendingTitle);
    await expectDeposit(state, es.deposits.states.pending, true);
    await visit(page, '/mi-cuenta/subastas/inscritas');
    const row = page.getByTestId('subscribed-auctions').getByRole('row').filter({ hasText: title });
    await row.waitFor();
    await expectDeposit(row, es.deposits.states.pending, true);
    expect(await row.textContent()).toContain(es.bidding.pendingTitle);
    // And by e-mail.
    const requested = await waitForMail(mailDir, email, `Solicitud de inscripción: ${title}`);
    expect(requested.text).toContain(formatCents(deposit));
    expect(compact(requested.text)).toContain(compact(houseIban));
    expect(requested.text).toContain(reference);

    // Accepted, the deposit not arrived yet: said in the e-mail, on the page and in the account.
    expect((await admin.put(`/api/admin/subscriptions/${subscription.id}/accept`)).status).toBe(200);
    const decided = await waitForMail(mailDir, email, `Inscripción aceptada: ${title}`);
    expect(decided.text).toContain(`depósito de ${formatCents(deposit)}`);
    expect(compact(decided.text)).toContain(compact(houseIban));
    expect(decided.text).toContain(reference);
    await visit(page, `/subastas/${auctionId}`);
    await expect.poll(() => state.textContent()).toContain(es.bidding.depositPendingTitle);
    await expectDeposit(state, es.deposits.states.pending, true);

    // Received: the state says so everywhere, and bidding opens.
    expect((await admin.put(`/api/admin/subscriptions/${subscription.id}/paid`, { paid: true })).status).toBe(
      200,
    );
    await visit(page, '/mi-cuenta/subastas/inscritas');
    await expect.poll(() => row.textContent()).toContain(es.bidding.acceptedTitle);
    await expectDeposit(row, es.deposits.states.received, false);
    await visit(page, `/subastas/${auctionId}`);
    await expect.poll(() => state.textContent()).toContain(es.bidding.acceptedTitle);
    await expectDeposit(state, es.deposits.states.received, false);

    // The one confirmation states the deposit's rule, from the auction's lots and from the lot page.
    const confirmation = page.getByRole('dialog', { name: es.bidding.confirmTitle });
    const depositRule = es.bidding.confirmDeposit(formatCents(deposit));
    const quick = page.getByRole('button', { name: es.bidding.quickBidOf(formatCents(50_000), lotTitle) });
    await quick.scrollIntoViewIfNeeded();
    await quick.click();
    expect(await confirmation.getByTestId('confirm-deposit').textContent()).toBe(depositRule);
    await page.keyboard.press('Escape');
    await confirmation.waitFor({ state: 'hidden' });

    await visit(page, `/subastas/${auctionId}/${lotId}`);
    await page.getByTestId('bid-amount').waitFor();
    await page.getByRole('button', { name: es.bidding.placeBid(formatCents(50_000)) }).click();
    expect(await confirmation.getByTestId('confirm-deposit').textContent()).toBe(depositRule);
    await confirmation.getByRole('button', { name: es.bidding.confirm }).click();
    await expect.poll(() => page.getByTestId('bid-result').textContent()).toContain('Vas ganando');
    await context.close();
  }, 90_000);
});
