import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dateField, datePicker, logInToBackOffice, visit } from './actions.ts';
import { adminPaths, visitAdminPage } from './admin-pages.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser } from './browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 }, bypassCSP: true });
  await logInToBackOffice(page);
});
afterAll(() => browser.close());

describe('accessibility of the back office (axe-core, WCAG 2.1 AA)', () => {
  it('finds no violation on any admin page', async () => {
    const paths = await adminPaths(page);
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await visitAdminPage(page, path);
      const problems = await axeViolations(page);
      if (problems.length) found[path] = problems;
    }
    expect(found).toEqual({});
    // Two dozen pages, each measured by axe: more than the default minute on a busy machine.
  }, 240_000);

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
