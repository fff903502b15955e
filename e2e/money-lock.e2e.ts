import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logInToBackOffice } from './actions.ts';
import { launchBrowser } from './browser.ts';
import { finishedAuction } from './settlement-setup.ts';

/** What has been invoiced does not change (docs/after-the-hammer.md, "Money once fixed"). */
const baseURL = inject('baseURL');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ baseURL, viewport: { width: 1400, height: 900 } });
});
afterAll(() => browser.close());

describe('an invoiced auction in the back office', () => {
  it('shows commission, IVA and deposit read-only with the reason, and the API refuses a new commission', async () => {
    const { auctionId, admin } = await finishedAuction({
      baseURL,
      title: 'Subasta facturada de Vidal',
      winner: 'compras@maquinariavidalehijos.example.com',
      others: [],
      hammer: 150_000,
    });
    await logInToBackOffice(page, `/admin/subastas/${auctionId}`);
    const commission = page.getByRole('textbox', { name: 'Comisión (%)' });
    await commission.waitFor();
    expect(await commission.isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: /^Depósito/ }).isDisabled()).toBe(true);
    expect(await page.getByText('Comisión, IVA y depósito fijados').count()).toBe(1);
    expect(
      await page
        .getByText(/ya tiene liquidaciones o facturas; corrígelo con una factura rectificativa/)
        .count(),
    ).toBe(1);
    // What is not money stays editable.
    expect(await page.getByRole('textbox', { name: 'Título', exact: true }).isDisabled()).toBe(false);

    const current = (await admin.get(`/api/admin/auctions/${auctionId}`)).json().data.auction;
    const refused = await admin.put(`/api/admin/auctions/${auctionId}`, {
      auction: {
        title: current.title,
        description: current.description,
        commissionPercent: 5,
        goodsVatPercent: current.goodsVatPercent,
        caution: current.caution,
        startDate: current.startDate,
        endDate: current.endDate,
      },
    });
    expect(refused.status).toBe(409);
  });
});
