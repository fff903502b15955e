import { describe, expect, inject, it } from 'vitest';
import { adminPage, peopleOfSpec, visit } from './actions.ts';
import { finishedAuction } from './settlement-setup.ts';

/**
 * Billing records through the back office (docs/verifactu.md): the accountant sees an invoice's signed
 * record, downloads its XML, checks the chains and reads the event log.
 */
const baseURL = inject('baseURL');
const people = peopleOfSpec(baseURL);

describe('billing records in the back office', () => {
  it('an issued invoice shows its signed record; the log page checks the chains and lists the events', async () => {
    const title = `Subasta E2E registros ${Date.now()}`;
    const { settlement, admin } = await finishedAuction({
      baseURL,
      title,
      winner: 'andres.navarro@example.com',
      others: [],
      hammer: 40_000,
    });
    const invoice = settlement.invoices[0]!;
    // The job signs the record just after the invoice is issued.
    await expect
      .poll(
        async () =>
          (await admin.get(`/api/admin/invoices/${invoice.id}/billing-records`)).json().data.billingRecords[0]
            ?.status,
        { timeout: 20_000, interval: 500 },
      )
      .toBe('signed');

    const page = await adminPage(people, '/admin/facturas');
    await page.getByLabel('Buscar por número, comprador o NIF').fill(invoice.fullNumber);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: `Registro de facturación de ${invoice.fullNumber}` }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('Firmado');
    expect(await dialog.textContent()).toContain('Alta');
    const [xml] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Descargar XML' }).click(),
    ]);
    expect(xml.suggestedFilename()).toMatch(/^registro-alta-\d+\.xml$/);

    await visit(page, '/admin/facturas/registros');
    await expect
      .poll(() => page.getByRole('main').textContent())
      .toContain('No VERI*FACTU: cada registro se firma y se conserva aquí');
    await page.getByRole('button', { name: 'Comprobar la integridad' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Comprobados');
    await expect.poll(() => page.getByRole('table').textContent()).toContain('Comprobación de la integridad');
  });
});
