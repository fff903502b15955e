import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dateField, datePicker, logInToBackOffice, visit } from './actions.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser } from './browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 }, bypassCSP: true });
  page.setDefaultTimeout(10_000);
  await logInToBackOffice(page);
});
afterAll(() => browser.close());

/** The id in the first link of a page that matches `pattern`: the records a clerk would open. */
const firstId = async (path: string, pattern: RegExp) => {
  await visit(page, path);
  // The list arrives after the page: wait for the first matching link.
  await page.waitForFunction(
    (source) =>
      [...document.querySelectorAll('a[href]')].some((link) =>
        new RegExp(source).test(link.getAttribute('href') ?? ''),
      ),
    pattern.source,
  );
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const match = hrefs.map((href) => pattern.exec(href ?? '')).find(Boolean);
  if (!match) throw new Error(`No link matching ${pattern} on ${path}`);
  return match[1];
};

describe('accessibility of the back office (axe-core, WCAG 2.1 AA)', () => {
  it('finds no violation on any admin page', async () => {
    const auctionId = await firstId('/admin/subastas', /^\/admin\/subastas\/(\d+)$/);
    const lotId = await firstId(`/admin/subastas/${auctionId}`, /^\/admin\/lotes\/(\d+)$/);
    const userId = await firstId('/admin/usuarios', /^\/admin\/usuarios\/(\d+)$/);
    // Every route under /admin in src/web/app/router.tsx: a new admin page belongs here too.
    const paths = [
      '/admin',
      '/admin/inscripciones',
      '/admin/usuarios',
      '/admin/usuarios/revision',
      `/admin/usuarios/${userId}`,
      '/admin/subastas',
      '/admin/subastas/nueva',
      `/admin/subastas/${auctionId}`,
      `/admin/subastas/${auctionId}/resultados`,
      `/admin/subastas/${auctionId}/resultados-pendientes`,
      `/admin/subastas/${auctionId}/informe`,
      `/admin/subastas/${auctionId}/pujas`,
      `/admin/subastas/${auctionId}/liquidacion`,
      `/admin/lotes/${lotId}`,
      '/admin/facturas',
      '/admin/cobros',
      '/admin/depositos',
      '/admin/retiradas',
      '/admin/configuracion',
      '/admin/liquidaciones',
      '/admin/paginas',
      '/admin/informes',
      '/admin/aprobaciones',
      '/admin/auditoria',
    ];
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await visit(page, path);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      // Lists load after the page: wait until nothing is loading any more.
      await page.waitForLoadState('networkidle');
      const problems = await axeViolations(page);
      if (problems.length) found[path] = problems;
    }
    expect(found).toEqual({});
  });

  it('finds no violation in an open date picker', async () => {
    await visit(page, '/admin/subastas/nueva');
    await dateField(page, 'Inicio (hora de Madrid)').click();
    const picker = datePicker(page, 'Inicio (hora de Madrid)');
    // Measured once it has faded in: halfway, every colour is paler than it will be.
    await expect.poll(() => picker.evaluate((dropdown) => getComputedStyle(dropdown).opacity)).toBe('1');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('finds no violation on /admin/cobros once a statement file is chosen (its "×" has a name)', async () => {
    await visit(page, '/admin/cobros');
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'extracto.n43', mimeType: 'text/plain', buffer: Buffer.from('11\n') });
    await page.getByRole('button', { name: 'Quitar el archivo elegido' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
