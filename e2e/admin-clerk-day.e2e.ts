import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { es } from '@/web/i18n/es.ts';
import { logInToBackOffice, visit } from './actions.ts';
import { launchBrowser } from './browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let page: Page;

/** The demo's unpublished auction, with its lots. */
const draftAuction = 'Equipamiento de hostelería — Restaurante El Puerto';

const search = (key: string) => new URL(page.url()).searchParams.get(key);
/** Every lot's tick box on the auction's page (not the one that ticks them all). */
const lotBoxes = () => page.getByRole('checkbox', { name: /^Seleccionar (?!todos)/ });
const draftBadges = () => page.getByRole('table').getByText('Borrador', { exact: true });
const pendingDepositBoxes = () => page.getByRole('checkbox', { name: /^Seleccionar el depósito de/ });

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ baseURL, viewport: { width: 1400, height: 900 }, locale: 'en-US' });
  await logInToBackOffice(page);
});
afterAll(() => browser.close());

describe("a clerk's day: lists, lots and deposits", () => {
  it('filters and sorts the auctions, and the address keeps both through a reload', async () => {
    await visit(page, '/admin/subastas');
    await page.getByRole('combobox', { name: 'Publicación' }).click();
    await page.getByRole('option', { name: 'Borradores' }).click();
    await page.getByRole('button', { name: /^Título/ }).click();
    await expect.poll(() => search('orden')).toBe('title');
    expect(search('publicada')).toBe('no');
    expect(search('sentido')).toBe('asc');
    await page.reload();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Publicación' }).inputValue())
      .toBe('Borradores');
    await page.getByRole('link', { name: draftAuction }).waitFor();
    expect(await page.getByRole('columnheader', { name: /^Título/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    const states = await page.getByRole('table').locator('tbody tr td:nth-child(5)').allTextContents();
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((state) => state.startsWith('Borrador'))).toBe(true);
  });

  it('withdraws and publishes lots in bulk, each time after a confirmation saying how many', async () => {
    await page.getByRole('link', { name: draftAuction }).click();
    await lotBoxes().first().waitFor();
    expect(await lotBoxes().count()).toBeGreaterThanOrEqual(3);
    expect(await draftBadges().count()).toBe(0);

    for (const index of [0, 1]) await lotBoxes().nth(index).check();
    await page.getByRole('button', { name: 'Retirar seleccionados' }).click();
    let dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('¿Retirar 2 lotes de la web?');
    await dialog.getByRole('button', { name: 'Retirar', exact: true }).click();
    await expect.poll(() => draftBadges().count()).toBe(2);
    await page.getByRole('status').filter({ hasText: '2 lotes actualizados' }).waitFor();

    // The first confirmation leaves with a transition: one dialog at a time.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    for (const index of [0, 1, 2]) await lotBoxes().nth(index).check();
    await page.getByRole('button', { name: 'Publicar seleccionados' }).click();
    dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('¿Publicar 3 lotes?');
    await dialog.getByRole('button', { name: 'Publicar', exact: true }).click();
    await expect.poll(() => draftBadges().count()).toBe(0);
    expect(await lotBoxes().first().isChecked()).toBe(false);
  });

  it('marks deposits received in bulk (x ticks the row it is on), the list filtered and sorted in the URL', async () => {
    await visit(page, '/admin/depositos');
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'pendiente de recibir' }).click();
    await page.getByRole('button', { name: /^Comprador/ }).click();
    await expect.poll(() => search('orden')).toBe('bidderName');
    expect(search('estado')).toBe('pending');
    await page.reload();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Estado' }).inputValue())
      .toBe('pendiente de recibir');
    expect(await page.getByRole('columnheader', { name: /^Comprador/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await pendingDepositBoxes().first().waitFor();
    const before = await pendingDepositBoxes().count();
    expect(before).toBeGreaterThanOrEqual(2);

    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await expect.poll(() => pendingDepositBoxes().first().isChecked()).toBe(true);
    await pendingDepositBoxes().first().uncheck();
    // Two deposits of auctions still open: a closed auction's is a late receipt (docs/after-the-hammer.md).
    const openBoxes = page
      .getByRole('row')
      .filter({ hasNotText: es.settlementsAdmin.auctionClosed })
      .getByRole('checkbox', { name: /^Seleccionar el depósito de/ });
    expect(await openBoxes.count()).toBeGreaterThanOrEqual(2);
    await openBoxes.nth(0).check();
    await openBoxes.nth(1).check();
    await page.getByRole('button', { name: 'Marcar como recibidos' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('¿Marcar 2 depósitos como recibidos?');
    await dialog.getByRole('button', { name: 'Marcar recibidos' }).click();
    await page.getByRole('status').filter({ hasText: '2 depósitos marcados como recibidos.' }).waitFor();
    await expect.poll(() => pendingDepositBoxes().count()).toBe(before - 2);
  });

  it("receives a closed auction's deposit only as a late receipt, with the reason kept in the audit", async () => {
    await visit(page, '/admin/depositos?estado=pending');
    const lateRow = page.getByRole('row').filter({ hasText: es.settlementsAdmin.auctionClosed }).first();
    await lateRow.waitFor();
    const lateBox = lateRow.getByRole('checkbox', { name: /^Seleccionar el depósito de/ });
    const label = (await lateBox.getAttribute('aria-label'))!;
    await lateBox.check();
    // The ordinary action is not offered for it: only the late receipt, which asks why.
    expect(await page.getByRole('button', { name: 'Marcar como recibidos', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Marcar como recibidos (recepción tardía)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recepción tardía de 1 depósito' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Marcar como recibidos (recepción tardía)' });
    expect(await confirm.isDisabled()).toBe(true);
    const reason = `Transferencia del día 20 llegada tras el cierre ${Date.now()}`;
    await dialog.getByLabel(/^Motivo de la recepción tardía/).fill(reason);
    await confirm.click();
    await page.getByRole('status').filter({ hasText: '1 depósito marcado como recibido.' }).waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: label, exact: true }).count()).toBe(0);

    const audit = await page.request.get('/api/admin/audit?entity=subscription');
    expect(JSON.stringify((await audit.json()).data.entries)).toContain(reason);
  });
});
