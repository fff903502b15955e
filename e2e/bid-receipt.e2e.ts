import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatCents } from '@/common/format.ts';
import { es } from '@/web/i18n/es.ts';
import { freshLot, logIn, placeBid, visit } from './actions.ts';
import { launchBrowser } from './browser.ts';
import { demoPassword } from './settlement-setup.ts';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a bid’s receipt', () => {
  it('is downloaded from the lot page and checked at /verificar-puja; an altered one is not valid', async () => {
    const { auction, lot } = await freshLot(baseURL, { title: `Recibo E2E ${Date.now()}`, price: 10_000 });
    const page = await browser.newPage({
      baseURL,
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    await visit(page, `/subastas/${auction.id}/${lot.id}`);
    await logIn(page, 'andres.navarro@example.com', demoPassword);
    await placeBid(page, 10_000);

    const receiptLink = page.getByRole('link', { name: es.receipts.downloadFor(formatCents(10_000)) });
    const download = page.waitForEvent('download');
    await receiptLink.click();
    const file = await (await download).path();
    const text = await readFile(file, 'utf8');
    expect(JSON.parse(text)).toMatchObject({ lotId: lot.id, amount: 10_000, bidder: 'Pujador 1' });

    await visit(page, '/verificar-puja');
    await page.getByRole('heading', { name: es.receipts.title }).waitFor();
    const pasted = page.getByLabel(es.receipts.paste);
    await pasted.fill(text);
    await page.getByRole('button', { name: es.receipts.check }).click();
    await expect.poll(() => page.getByTestId('receipt-valid').textContent()).toContain(formatCents(10_000));

    const altered = JSON.stringify({ ...JSON.parse(text), amount: 1_000_000 });
    await pasted.fill(altered);
    await page.getByRole('button', { name: es.receipts.check }).click();
    await expect
      .poll(() => page.getByTestId('receipt-invalid').textContent())
      .toContain(es.receipts.problems.signature);
    await page.close();
  });
});
