import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createHttpClient } from '../test/http-client.ts';
import { logInToBackOffice } from './actions.ts';
import { launchBrowser } from './browser.ts';

/** How an auction's goods are taxed, chosen in its form (docs/after-the-hammer.md, "Tax treatment"). */
const baseURL = inject('baseURL');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ baseURL, viewport: { width: 1024, height: 768 } });
});
afterAll(() => browser.close());

describe('the tax treatment in the auction form', () => {
  it('an exempt sale needs its exact provision, which is saved and shown again', async () => {
    const admin = createHttpClient(baseURL);
    expect((await admin.login('admin@lonja.local', 'admin-e2e-password')).status).toBe(200);
    const now = Date.now();
    const created = await admin.post('/api/admin/auctions', {
      auction: {
        title: 'Naves de Construcciones Turia',
        commissionPercent: 5,
        goodsVatPercent: 21,
        startDate: new Date(now + 86_400_000).toISOString(),
        endDate: new Date(now + 10 * 86_400_000).toISOString(),
      },
    });
    const auctionId = created.json().data.auction.id;

    await logInToBackOffice(page, `/admin/subastas/${auctionId}`);
    const treatment = page.getByRole('combobox', { name: 'Tributación de los bienes (sobre el remate)' });
    await treatment.click();
    await page.getByRole('option', { name: 'Exenta de IVA (art. 20 Ley 37/1992)' }).click();
    // Saving without the provision is refused, naming the field.
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => page.getByText(/precepto exacto/).count()).toBeGreaterThan(0);

    await page.getByRole('combobox', { name: /^Precepto que se cita en la factura/ }).click();
    await page.getByRole('option', { name: /art\. 20\.Uno\.22º Ley 37\/1992/ }).click();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect
      .poll(async () => (await admin.get(`/api/admin/auctions/${auctionId}`)).json().data.auction)
      .toMatchObject({ taxTreatment: 'exempt', taxProvision: '20.1.22', goodsVatPercent: null });

    await page.reload();
    await expect
      .poll(() => page.getByRole('combobox', { name: /^Precepto que se cita en la factura/ }).inputValue())
      .toMatch(/^art\. 20\.Uno\.22º Ley 37\/1992/);
  });
});
