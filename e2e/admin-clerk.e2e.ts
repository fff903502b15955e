import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logInToBackOffice, visit } from './actions.ts';
import { launchBrowser } from './browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let page: Page;

const pendingRows = () => page.getByRole('checkbox', { name: /^Seleccionar la inscripción de/ });

beforeAll(async () => {
  browser = await launchBrowser();
  // An English-speaking browser: the back office must still speak Spanish and Madrid time.
  page = await browser.newPage({
    baseURL,
    viewport: { width: 1400, height: 900 },
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
  await logInToBackOffice(page);
});
afterAll(() => browser.close());

describe("a clerk's day in the back office", () => {
  it('accepts three subscriptions in bulk after a confirmation saying how many', async () => {
    await page
      .getByRole('navigation', { name: 'Secciones de administración' })
      .getByRole('link', { name: 'Inscripciones' })
      .click();
    await pendingRows().first().waitFor();
    const before = await pendingRows().count();
    expect(before).toBeGreaterThanOrEqual(3);
    for (const index of [0, 1, 2]) await pendingRows().nth(index).check();
    await page.getByRole('button', { name: 'Aceptar seleccionadas' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('¿Aceptar 3 inscripciones?');
    await dialog.getByRole('button', { name: 'Aceptar', exact: true }).click();
    await expect.poll(() => pendingRows().count()).toBe(before - 3);
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('3 inscripciones');
  });

  it('moves with j, selects with x and asks before rejecting with r; ? lists the shortcuts', async () => {
    // The previous test's confirmation may still be on its way out (Mantine keeps it during the transition).
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Shift+?');
    await page.getByRole('dialog', { name: 'Atajos de teclado' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.keyboard.press('j');
    // j moves to the next row from wherever the clerk last was, and focuses it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-row-index')))
      .toMatch(/^\d+$/);
    const row = Number(await page.evaluate(() => document.activeElement?.getAttribute('data-row-index')));
    await page.keyboard.press('x');
    await expect.poll(() => pendingRows().nth(row).isChecked()).toBe(true);
    await page.keyboard.press('r');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('¿Rechazar 1 inscripción?');
    const before = await pendingRows().count();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await pendingRows().count()).toBe(before);
  });

  it('keeps sort and filter in the address, through a reload', async () => {
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Aceptada' }).click();
    await page
      .getByRole('button', { name: /^Fecha/ })
      .last()
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('orden')).toBe('createdOn');
    expect(new URL(page.url()).searchParams.get('estado')).toBe('accepted');
    expect(new URL(page.url()).searchParams.get('sentido')).toBe('asc');
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Estado' }).inputValue()).toBe('Aceptada');
    const header = page.getByRole('columnheader', { name: /^Fecha/ }).last();
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    const states = await page.getByRole('table').last().locator('tbody tr td:nth-child(3)').allTextContents();
    expect(states.length).toBeGreaterThan(0);
    expect(new Set(states)).toEqual(new Set(['Aceptada']));
  });

  it('searches users as the clerk types, from "/" ', async () => {
    await visit(page, '/admin/usuarios');
    await page.getByRole('columnheader', { name: /^Nombre/ }).waitFor();
    await page.keyboard.press('/');
    await page.keyboard.type('jorge');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('jorge');
    // Typed inside the search box, "j" and "x" stayed letters, not shortcuts.
    expect(await page.getByLabel('Buscar', { exact: true }).inputValue()).toBe('jorge');
  });
});
