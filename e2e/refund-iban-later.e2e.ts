import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { es } from '@/web/i18n/es.ts';
import { auctionWithDeposit, logIn, openSubscription, sendSubscription, visit } from './actions.ts';
import { launchBrowser } from './browser.ts';
import { waitForMail } from './mail.ts';
import { demoPassword } from './settlement-setup.ts';

/**
 * Issue 29 §7: a bidder subscribes to an auction with a deposit without giving the refund IBAN (SPEC's body
 * is `{user}` alone); the e-mail asks for it, and "Mis subastas" has a form for it that checks the control
 * digits before sending it.
 */
const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const email = 'carmen.ruiz@example.com';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the refund IBAN, given after subscribing', () => {
  it('is not needed to subscribe, is asked by e-mail and is given in Mis subastas', async () => {
    const title = `Subasta E2E sin IBAN ${Date.now()}`;
    const { auctionId } = await auctionWithDeposit(
      baseURL,
      title,
      15_000,
      'Subasta con depósito: el IBAN de devolución se da después.',
    );
    const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await visit(page, `/subastas/${auctionId}`);
    await logIn(page, email, demoPassword);

    const dialog = await openSubscription(page, title);
    // The IBAN field is there but optional: left empty.
    expect(await dialog.getByLabel(es.deposits.refundIbanLabel).inputValue()).toBe('');
    await sendSubscription(dialog);
    await dialog.getByRole('status').filter({ hasText: es.bidding.subscribed }).waitFor();
    await dialog.getByRole('button', { name: es.auth.close }).last().click();

    const requested = await waitForMail(mailDir, email, `Solicitud de inscripción: ${title}`);
    expect(requested.text).toContain('Aún no nos has indicado la cuenta (IBAN)');
    expect(requested.text).toContain('/mi-cuenta/subastas/inscritas');

    await visit(page, '/mi-cuenta/subastas/inscritas');
    const row = page.getByTestId('subscribed-auctions').getByRole('row').filter({ hasText: title });
    await row.waitFor();
    await row.getByText(es.deposits.refundIbanMissing).waitFor();
    const field = row.getByLabel(es.deposits.refundIbanLabel);
    // Wrong control digits are named before anything is sent.
    await field.fill('ES91 2100 0418 4502 0005 1333');
    await row.getByRole('button', { name: es.deposits.saveRefundIban }).click();
    await row.getByText('El IBAN no es válido: revisa los dígitos de control.').waitFor();
    await field.fill('ES76 2077 0024 0031 0257 5766');
    await row.getByRole('button', { name: es.deposits.saveRefundIban }).click();
    await row.getByText(es.deposits.refundTo('ES76 2077 0024 0031 0257 5766')).waitFor();
    expect(await row.getByLabel(es.deposits.refundIbanLabel).count()).toBe(0);
    // Kept: the page read again says the same.
    await visit(page, '/mi-cuenta/subastas/inscritas');
    await page
      .getByTestId('subscribed-auctions')
      .getByRole('row')
      .filter({ hasText: title })
      .getByText(es.deposits.refundTo('ES76 2077 0024 0031 0257 5766'))
      .waitFor();
    await context.close();
  });
});
