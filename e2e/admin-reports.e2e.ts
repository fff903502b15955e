import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatCents } from '@/common/format.ts';
import { adminPage, peopleOfSpec, visit } from './actions.ts';
import { finishedAuction } from './settlement-setup.ts';

/**
 * The house tells a consignor how their sale went (issue #19): an auction that has run (one lot sold at
 * 1.500 €, one still unsold), its report opened from the auction's screen, the chart and the figures, and
 * the CSV and PDF exports downloaded; then the consignor's report chosen through the URL.
 */
const baseURL = inject('baseURL');
const people = peopleOfSpec(baseURL);

/** Clicks a download button and returns the file's name and bytes. */
const download = async (page: Page, name: string) => {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).first().click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
};

describe('reports', () => {
  it('an auction’s report: figures, chart, CSV and PDF; then its consignor’s report', async () => {
    const title = `Subasta E2E informe ${Date.now()}`;
    const { auctionId, admin: api } = await finishedAuction({
      baseURL,
      title,
      winner: 'compras@maquinariavidalehijos.example.com',
      others: ['compras@recuperacionesindustrialesdelsur.example.com'],
      hammer: 150_000,
    });
    // A second lot nobody bid on: offered, not sold.
    const added = await api.post(`/api/admin/auctions/${auctionId}/lots`, {
      lot: { title: `${title}: compresor`, price: 40_000 },
    });
    expect(added.status).toBe(201);

    const page = await adminPage(people);
    await visit(page, `/admin/subastas/${auctionId}`);
    await page.getByRole('link', { name: 'Informe', exact: true }).click();
    await page.getByRole('heading', { name: `Informe de «${title}»` }).waitFor();
    const figure = (label: string) =>
      page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent();
    expect(await figure('Lotes ofrecidos')).toBe('2');
    expect(await figure('Lotes adjudicados')).toBe('1');
    expect(await figure('Tasa de venta')).toBe('50 %');
    expect(await figure('Remate total')).toBe(formatCents(150_000));
    expect(await figure('Pujadores')).toBe('1');
    // The chart: labelled axes, and a table with the same figures for screen readers.
    const chart = page.getByTestId('sold-chart');
    expect(await chart.locator('svg text', { hasText: 'Lotes (número)' }).count()).toBe(1);
    expect(await chart.locator('figcaption').textContent()).toContain('1 de 2 lotes adjudicados (50 %)');
    const hammerChart = page.getByTestId('hammer-chart');
    expect(await hammerChart.locator('svg text', { hasText: 'Remate (€)' }).count()).toBe(1);
    expect(await hammerChart.locator('table').textContent()).toContain(formatCents(150_000));

    const csv = await download(page, 'Descargar CSV');
    expect(csv.name).toBe(`informe-subasta-${auctionId}.csv`);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe(`Subasta;${title}`);
    expect(lines).toContain('Lotes vendidos;1');
    expect(lines).toContain('Tasa de venta (%);50');
    expect(lines).toContain('Remate total;1500,00');
    const pdf = await download(page, 'Descargar PDF');
    expect(pdf.name).toBe(`informe-subasta-${auctionId}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The consignor (the auction's invoicing issuer), from the navigation and then through the URL.
    await page
      .getByRole('navigation', { name: 'Secciones de administración' })
      .getByRole('link', { name: 'Informes' })
      .click();
    await page.getByRole('heading', { name: 'Informe por emisor' }).waitFor();
    const madridDay = (time: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(time));
    // The auction ends an hour from its creation: today or, near midnight, tomorrow.
    const range = `desde=${madridDay(Date.now())}&hasta=${madridDay(Date.now() + 86_400_000)}`;
    await visit(page, `/admin/informes?emisor=B98765431&${range}`);
    // The chart's table for screen readers has a row too; the visible table is the last.
    const row = page.getByRole('row', { name: new RegExp(title) }).last();
    await row.waitFor();
    expect(await row.textContent()).toContain(formatCents(150_000));
    expect(await page.getByTestId('consignor-chart').locator('svg').count()).toBe(1);
    // The issuer is named once: by name when it has one, else "Emisor: NIF …", never the NIF twice.
    expect(await page.textContent('main')).not.toMatch(/Emisor: B98765431 \(NIF B98765431\)/);
    const consignorCsv = await download(page, 'Descargar CSV');
    expect(consignorCsv.name).toMatch(/^informe-B98765431-/);
    expect(consignorCsv.bytes.toString('utf8')).toContain(`${title};`);

    // The dashboard's month at a glance counts the sale, and its chart names its axes and units.
    await visit(page, '/admin');
    const month = page.getByTestId('month-figures');
    await month.waitFor();
    expect(await month.locator('dt', { hasText: 'Lotes adjudicados' }).count()).toBe(1);
    // "En curso" means the same on both cards: the open auctions' split agrees with the month's figure.
    const running = await month
      .locator('dt', { hasText: 'Subastas en curso' })
      .locator('xpath=following-sibling::dd[1]')
      .textContent();
    const split = await page.getByTestId('open-auctions-split').textContent();
    expect(split).toMatch(new RegExp(`^${running} en curso · \\d+ próxima`));
    const monthChart = page.getByTestId('month-chart');
    expect(await monthChart.locator('svg text', { hasText: 'Remate (€)' }).count()).toBe(1);
    expect(await monthChart.locator('svg text', { hasText: 'Día' }).count()).toBeGreaterThan(0);
  });
});
