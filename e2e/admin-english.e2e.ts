import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logInToBackOffice, visit } from './actions.ts';
import { launchBrowser } from './browser.ts';

/**
 * A member of staff reads the back office in English (docs/product.md#languages): chosen in its header,
 * stored as their language, kept across page loads, and Spanish again when they choose it.
 */
const baseURL = inject('baseURL');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ baseURL });
  await logInToBackOffice(page);
});
afterAll(async () => {
  // The seeded administrator is shared by every browser test: leave them in Spanish whatever happened.
  await page.evaluate(async () => {
    const csrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    await fetch('/api/frontend/auth/user/language', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': csrf },
      body: JSON.stringify({ language: 'es' }),
    });
  });
  await browser.close();
});

/** The choice is stored, then the page loads again in it: its sections' menu comes back in that language. */
const choose = async (language: string, group: string, sections: string) => {
  await page.getByRole('radiogroup', { name: group }).getByText(language, { exact: true }).click();
  await page.getByRole('navigation', { name: sections }).waitFor({ timeout: 30_000 });
};

describe('the back office in English', () => {
  it('switches to English, stays in it on every admin page and back to Spanish', async () => {
    await choose('English', 'Idioma del panel', 'Back-office sections');
    const sections = page.getByRole('navigation', { name: 'Back-office sections' });
    expect(await page.getByRole('heading', { level: 1, name: 'Back office' }).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await sections.getByRole('link', { name: 'Registrations' }).isVisible()).toBe(true);

    // A new page load (a bookmark) opens in English too; labels built from lists follow the language.
    await visit(page, '/admin/usuarios');
    await page.getByRole('navigation', { name: 'Back-office sections' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Banned' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Users' }).first().isVisible()).toBe(true);

    await choose('Español', 'Back-office language', 'Secciones de administración');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.getByRole('checkbox', { name: 'Bloqueados' }).isVisible()).toBe(true);
  });
});
