import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TAdminAuctionResponse } from '@/common/schemas/auctions.ts';
import {
  dateField,
  datePicker,
  logInToBackOffice,
  pickDate,
  pickDateTime,
  spanishMonths,
  visit,
} from './actions.ts';
import { launchBrowser } from './browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** A clerk on an English-language computer set to New York: the back office still speaks Madrid. */
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    timezoneId: 'America/New_York',
    viewport: { width: 1400, height: 900 },
  });
  page = await context.newPage();
  await logInToBackOffice(page, '/admin/subastas/nueva');
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

describe('dates in the back office from an English browser in New York', () => {
  it('shows a Spanish calendar and saves the instant of the Madrid wall-clock time picked', async () => {
    expect(
      await page.evaluate(() => [navigator.language, Intl.DateTimeFormat().resolvedOptions().timeZone]),
    ).toEqual(['en-US', 'America/New_York']);
    const title = `Subasta E2E fechas ${Date.now()}`;
    await page.getByLabel(/^Título/).fill(title);

    // The calendar speaks Spanish and starts its weeks on Monday.
    await dateField(page, 'Inicio (hora de Madrid)').click();
    const picker = datePicker(page, 'Inicio (hora de Madrid)');
    const month = await picker.getByRole('button', { name: /^\p{L}+ \d{4}$/u }).textContent();
    expect(spanishMonths).toContain(month?.split(' ')[0]);
    expect(await picker.getByRole('columnheader').allTextContents()).toEqual([
      'lu',
      'ma',
      'mi',
      'ju',
      'vi',
      'sá',
      'do',
    ]);
    await page.keyboard.press('Escape');
    await expect.poll(() => picker.count()).toBe(0);

    // 20 March 2027: New York is already on summer time (UTC−4), Madrid not yet (UTC+1). The first lot
    // closes on 28 March, the day Madrid moves to summer time (UTC+2).
    await pickDateTime(page, 'Inicio (hora de Madrid)', '2027-03-20T10:00');
    await pickDateTime(page, 'Cierre del primer lote (hora de Madrid)', '2027-03-28T18:00');
    await page.getByRole('button', { name: 'Crear subasta' }).click();
    await page.waitForURL(/\/admin\/subastas\/\d+$/);

    const auctionId = new URL(page.url()).pathname.split('/').at(-1);
    const answer = await page.request.get(`/api/admin/auctions/${auctionId}`);
    const { auction } = ((await answer.json()) as TAdminAuctionResponse).data;
    expect(auction.title).toBe(title);
    expect(new Date(auction.startDate).toISOString()).toBe('2027-03-20T09:00:00.000Z');
    expect(new Date(auction.endDate).toISOString()).toBe('2027-03-28T16:00:00.000Z');

    // The saved auction reads back in Madrid time, not New York's.
    await page.reload();
    await expect
      .poll(() => dateField(page, 'Inicio (hora de Madrid)').textContent())
      .toBe('20/03/2027 - 10:00 h');
    expect(await dateField(page, 'Cierre del primer lote (hora de Madrid)').textContent()).toBe(
      '28/03/2027 - 18:00 h',
    );
  });

  it('names the field that is missing and keeps the calendar usable from the keyboard', async () => {
    await page.goto('/admin/subastas/nueva');
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    await page.getByLabel(/^Título/).fill('Subasta sin fechas');
    await page.getByRole('button', { name: 'Crear subasta' }).click();
    const start = dateField(page, 'Inicio (hora de Madrid)');
    await expect.poll(() => start.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await start.getAttribute('aria-describedby')) ?? '';
    const messages = await Promise.all(
      describedBy
        .split(' ')
        .filter(Boolean)
        .map((id) => page.locator(`[id="${id}"]`).textContent()),
    );
    expect(messages.join(' ')).toContain('Fecha y hora no válidas.');

    // Keyboard only: open the field, move a week on with the arrows, pick it, type the time, accept.
    await start.focus();
    await page.keyboard.press('Enter');
    const picker = datePicker(page, 'Inicio (hora de Madrid)');
    await picker.waitFor();
    // Tab from the month's arrows into the days: one day is in the tab order, the arrows move between days.
    const onDay = () => page.evaluate(() => Boolean(document.activeElement?.closest('td')));
    for (let presses = 0; presses < 6 && !(await onDay()); presses += 1) await page.keyboard.press('Tab');
    expect(await onDay()).toBe(true);
    const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    const before = await focusedDay();
    // A week on or back, whichever stays in the month shown.
    await page.keyboard.press(Number(/, (\d+) de/.exec(before)?.[1]) > 14 ? 'ArrowUp' : 'ArrowDown');
    const chosen = /, (\d+) de (\p{L}+) de (\d{4})$/u.exec(await focusedDay());
    expect(chosen?.[0]).not.toBe(before.slice(before.indexOf(',')));
    const [, dayNumber = '', monthName = '', year = ''] = chosen ?? [];
    const chosenText = `${dayNumber.padStart(2, '0')}/${String(spanishMonths.indexOf(monthName) + 1).padStart(2, '0')}/${year}`;
    await page.keyboard.press('Enter');
    await expect
      .poll(() => picker.getByLabel('Horas').evaluate((input) => input === document.activeElement))
      .toBe(true);
    await page.keyboard.type('0930');
    await page.keyboard.press('Enter');
    await expect.poll(() => picker.count()).toBe(0);
    await expect.poll(() => start.textContent()).toBe(`${chosenText} - 09:30 h`);
    expect(await start.getAttribute('aria-label')).toBe(`Inicio (hora de Madrid): ${chosenText} - 09:30 h`);
  });

  it('picks the days of the accounting export from the calendar', async () => {
    await visit(page, '/admin/facturas');
    // At once, while the invoice list may still be arriving: when the export sat below the list, the list
    // pushed it down under a click in the calendar, which landed on the list's cells and closed it (CI).
    await pickDate(page, 'Desde el día', '2026-03-29');
    await pickDate(page, 'Hasta el día', '2026-10-25');
    expect(await dateField(page, 'Desde el día').textContent()).toBe('29/03/2026');
    expect(await page.getByRole('link', { name: 'Facturas (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/accounting/invoices.csv?from=2026-03-29&to=2026-10-25',
    );
  });
});
