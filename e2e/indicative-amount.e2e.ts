import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatForeignAmount } from '@/common/format.ts';
import type {
  TAuctionDetailResponse,
  TLotDetailResponse,
  TOpenAuctionsResponse,
} from '@/common/schemas/auctions.ts';
import type { TSaleResponse, TSalesResponse } from '@/common/schemas/sales.ts';
import { createHttpClient } from '../test/http-client.ts';
import { logInToBackOffice, visit } from './actions.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser } from './browser.ts';

const baseURL = inject('baseURL');
const ecbFile = readFileSync(new URL('../test/fixtures/eurofxref-daily.xml', import.meta.url), 'utf8');
/** The pound's rate in the fixture above. */
const gbpRate = 0.8345;
let browser: Browser;

const api = async <T>(path: string) => (await (await fetch(`${baseURL}/api${path}`)).json()) as T;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = createHttpClient(baseURL);
  expect((await admin.login('admin@lonja.local', 'admin-e2e-password')).status).toBe(200);
  const imported = await admin.post('/api/admin/exchange-rates/ecb-import', {
    fileName: 'eurofxref-daily.xml',
    xml: ecbFile,
  });
  expect(imported.status).toBe(201);
}, 60_000);
afterAll(() => browser.close());

describe('indicative amounts in the visitor’s currency', () => {
  it('shows "≈ … £" beside the lot’s price once chosen in the footer, remembered, never in the bid form', async () => {
    const open = await api<TOpenAuctionsResponse>('/frontend/auctions/open');
    const running = open.data.auctions.find((auction) => new Date(auction.startDate) < new Date())!;
    const { data: auction } = await api<TAuctionDetailResponse>(`/frontend/auctions/${running.id}`);
    const lotId = auction.lots[0]!.id;
    const { data } = await api<TLotDetailResponse>(`/frontend/lots/${lotId}`);
    const price = data.lot.maxBid ?? data.lot.price;

    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1366, height: 900 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    await visit(page, `/subastas/${running.id}/${lotId}`);
    const panel = page.getByRole('region', { name: /Precio de salida|Puja actual|Remate/ });
    expect(await panel.getByTestId('indicative-amount').count()).toBe(0);

    const selector = page.getByLabel('Mostrar importes en…');
    // The rates are fetched when the selector is reached, as a keyboard user does.
    await selector.focus();
    await selector.selectOption('GBP');
    const indicative = panel.getByTestId('indicative-amount').first();
    const expected = `≈ ${formatForeignAmount((price / 100) * gbpRate, 'GBP')}`;
    await expect.poll(() => indicative.textContent()).toBe(`${expected} (Aproximado; se paga en euros)`);
    expect(await indicative.getAttribute('title')).toBe('Aproximado; se paga en euros');
    expect(await axeViolations(page)).toEqual([]);
    // The bid form's amounts stay in euros alone: that is what is bid and paid.
    expect(await page.locator('#lot-bid-panel [data-testid="indicative-amount"]').count()).toBe(0);

    await visit(page, `/subastas/${running.id}/${lotId}`);
    await expect.poll(() => panel.getByTestId('indicative-amount').first().textContent()).toContain(expected);

    // A direct sale's lot too: its price is shown, the offer form keeps euros alone.
    const sales = await api<TSalesResponse>('/frontend/sales');
    const sale = await api<TSaleResponse>(`/frontend/sales/${sales.data.sales[0]!.id}`);
    const saleLot = sale.data.lots.find((lot) => !lot.sold)!;
    await visit(page, `/liquidaciones/${sale.data.sale.id}/${saleLot.id}`);
    await expect
      .poll(() => page.getByTestId('indicative-amount').textContent())
      .toContain(`≈ ${formatForeignAmount((saleLot.price / 100) * gbpRate, 'GBP')}`);

    await visit(page, `/subastas/${running.id}/${lotId}`);
    await page.getByLabel('Mostrar importes en…').selectOption('');
    await expect.poll(() => panel.getByTestId('indicative-amount').count()).toBe(0);
    await context.close();
  });
});

describe('exchange rates in the back office', () => {
  it('imports the ECB file on the settings page, and names the element of a file that is not one', async () => {
    const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await logInToBackOffice(page, '/admin/configuracion');
    const panel = page.getByRole('region', { name: 'Cambios de moneda' });
    const upload = async (name: string, xml: string) => {
      await panel
        .locator('input[type=file]')
        .setInputFiles({ name, mimeType: 'text/xml', buffer: Buffer.from(xml) });
      await panel.getByRole('button', { name: 'Importar' }).click();
    };

    await upload('cambios.xml', ecbFile.replace("rate='0.8345'", "rate='0,8345'"));
    await expect.poll(() => panel.getByRole('alert').textContent()).toContain('Cube rate de GBP');

    await upload('eurofxref-daily.xml', ecbFile);
    await expect
      .poll(() => panel.getByTestId('ecb-import-result').textContent())
      .toBe('5 monedas importadas con los cambios del 26/11/2026.');
    const gbp = panel.getByRole('row').filter({ hasText: 'GBP' });
    expect(await gbp.textContent()).toContain('0,8345');
    expect(await gbp.textContent()).toContain('BCE, 26/11/2026');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
