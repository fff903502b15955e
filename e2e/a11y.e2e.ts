import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TOpenAuctionsResponse } from '@/common/schemas/catalogue.ts';
import type { TSaleResponse, TSalesResponse } from '@/common/schemas/sales.ts';
import { visit } from './actions.ts';
import { launchBrowser } from './browser.ts';

const baseURL = inject('baseURL');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;
let page: Page;

type TViolation = { id: string; impact: string; nodes: { target: string[] }[] };

/** Runs axe-core (WCAG 2.1 A and AA rules) on the page as it is now. */
const violations = async (): Promise<string[]> => {
  await page.addScriptTag({ content: axeSource });
  const result = (await page.evaluate(() =>
    (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: TViolation[] }> };
      }
    ).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    }),
  )) as { violations: TViolation[] };
  return result.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
};

beforeAll(async () => {
  browser = await launchBrowser();
  // axe-core is injected as an inline script, which the site's Content-Security-Policy rightly forbids.
  page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 }, bypassCSP: true });
});
afterAll(() => browser.close());

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  it('finds no violation on any public page', async () => {
    const open = (await (
      await fetch(`${baseURL}/api/frontend/auctions/open`)
    ).json()) as TOpenAuctionsResponse;
    const auction = open.data.auctions[0]!;
    const detail = await (await fetch(`${baseURL}/api/frontend/auctions/${auction.id}`)).json();
    const lot = detail.data.lots[0];
    const sales = (await (await fetch(`${baseURL}/api/frontend/sales`)).json()) as TSalesResponse;
    const sale = sales.data.sales[0]!;
    const saleDetail = (await (
      await fetch(`${baseURL}/api/frontend/sales/${sale.id}`)
    ).json()) as TSaleResponse;
    const paths = [
      '/',
      '/subastas',
      `/subastas/${auction.id}`,
      `/subastas/${auction.id}/${lot.id}`,
      `/lotes/${lot.id}`,
      '/liquidaciones',
      '/liquidaciones/industriales',
      '/liquidaciones/inmobiliarias',
      `/liquidaciones/${sale.id}`,
      `/liquidaciones/${sale.id}/${saleDetail.data.lots[0]!.id}`,
      '/buscar?q=torno',
      '/contacto',
      '/acerca-de-lonja',
      '/aviso-legal',
      '/privacidad',
      '/servicios',
      '/como-funciona',
      '/how-does-it-work',
      '/como-participar',
      '/how-to-take-part',
      '/no-existe',
    ];
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await visit(page, path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const problems = await violations();
      if (problems.length) found[path] = problems;
    }
    expect(found).toEqual({});
  });

  it('fits a 360 px wide phone screen without sideways scrolling', async () => {
    const phone = await browser.newPage({ baseURL, viewport: { width: 360, height: 740 }, bypassCSP: true });
    const open = (await (
      await fetch(`${baseURL}/api/frontend/auctions/open`)
    ).json()) as TOpenAuctionsResponse;
    const auction = open.data.auctions[0]!;
    const detail = await (await fetch(`${baseURL}/api/frontend/auctions/${auction.id}`)).json();
    const overflowing: Record<string, number> = {};
    for (const path of [
      '/',
      '/subastas',
      `/subastas/${auction.id}`,
      `/subastas/${auction.id}/${detail.data.lots[0].id}`,
      '/liquidaciones',
      '/contacto',
      '/buscar?q=torno',
    ]) {
      await visit(phone, path);
      await phone.getByRole('heading', { level: 1 }).first().waitFor();
      await phone.waitForLoadState('networkidle');
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) overflowing[path] = width;
    }
    await phone.close();
    expect(overflowing).toEqual({});
  });
});
