import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatCents } from '@/common/format.ts';
import { pathIn } from '@/common/localized-paths.ts';
import { en } from '@/web/i18n/en.ts';
import { es } from '@/web/i18n/es.ts';
import { createHttpClient } from '../test/http-client.ts';
import { freshLot, publicPaths, runningAuctionWithFreeLots, visit } from './actions.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser } from './browser.ts';
import { waitForMail } from './mail.ts';
import { demoPassword, finishedAuction } from './settlement-setup.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A fresh visitor: no cookie yet, a browser that asks for `locale` first. */
const newVisitor = async (locale = 'es-ES') => {
  await context?.close();
  context = await browser.newContext({
    baseURL,
    locale,
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  page = await context.newPage();
  return page;
};

/** Logs in from the English header's dialog of the page open. */
const logInInEnglish = async (email: string) => {
  await page.getByRole('button', { name: en.site.login }).first().click();
  const dialog = page.getByRole('dialog', { name: en.auth.loginTitle });
  await dialog.getByLabel(new RegExp(`^${en.auth.email}`)).fill(email);
  await dialog.getByLabel(new RegExp(`^${en.auth.password}`)).fill(demoPassword);
  await dialog.getByRole('button', { name: en.site.login }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
};

const documentLanguage = () => page.evaluate(() => document.documentElement.lang);
const languageCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value;

describe('the site in English', () => {
  it('switches a lot page to English and back, and remembers the choice', async () => {
    await newVisitor();
    const { lots } = await runningAuctionWithFreeLots(baseURL);
    const lot = lots[0]!;
    await visit(page, `/lotes/${lot.id}`);
    expect(await documentLanguage()).toBe('es');
    expect(await page.getByRole('link', { name: es.nav.auctions }).first().isVisible()).toBe(true);
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`**/en/lots/${lot.id}`);
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    expect(await documentLanguage()).toBe('en');
    expect(await languageCookie()).toBe('en');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(lot.title);
    expect(await page.getByRole('link', { name: en.nav.auctions }).first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: en.site.login }).first().isVisible()).toBe(true);
    // A Spanish link followed later opens in English: the choice stands.
    await visit(page, '/subastas');
    expect(new URL(page.url()).pathname).toBe('/en/auctions');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
    await page.waitForURL('**/subastas');
    expect(await languageCookie()).toBe('es');
    expect(await documentLanguage()).toBe('es');
  });

  it('browses from the English home to an auction and a lot, every link in English', async () => {
    await newVisitor();
    const hydration: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Hydration')) hydration.push(message.text());
    });
    const { auction, lots } = await runningAuctionWithFreeLots(baseURL);
    await visit(page, '/en/');
    expect(await documentLanguage()).toBe('en');
    await expect.poll(() => page.title()).toBe(`Lonja · ${en.home.title}`);
    expect(await page.getByRole('region', { name: en.home.running }).isVisible()).toBe(true);
    await page.locator(`a[href="/en/auctions/${auction.id}"]`).first().click();
    await page.waitForURL(`**/en/auctions/${auction.id}`);
    await page.locator(`a[href="/en/auctions/${auction.id}/${lots[0]!.id}"]`).first().click();
    await page.waitForURL(`**/en/auctions/${auction.id}/${lots[0]!.id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toBe(lots[0]!.title);
    // Every link of the page's header and footer stays in English.
    const links = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
    const spanish = links.filter((href) => !href.startsWith('/en') && !href.startsWith('/how-'));
    // But the language switch's, to the same page in Spanish.
    expect(new Set(spanish)).toEqual(new Set([`/subastas/${auction.id}/${lots[0]!.id}`]));
    // The browser took the English markup over as the server rendered it.
    expect(hydration).toEqual([]);
  });

  it('sends a first visit whose browser prefers English to the English page', async () => {
    await newVisitor('en-GB');
    await visit(page, '/liquidaciones');
    expect(new URL(page.url()).pathname).toBe('/en/sales');
    expect(await documentLanguage()).toBe('en');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toBe(en.sales.title);
    // An address that does not exist: the 404 page, in English.
    await visit(page, '/en/no-such-page');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain(en.errors.notFoundTitle);
  });

  it('logs in and bids in English', async () => {
    await newVisitor();
    const { auction, lot } = await freshLot(baseURL, { title: `English lot ${Date.now()}`, price: 12_000 });
    await visit(page, `/en/auctions/${auction.id}/${lot.id}`);
    await logInInEnglish('pablo.sanchez@example.com');
    await page.getByTestId('bid-amount').fill('120');
    await page.getByRole('button', { name: new RegExp(`^${en.bidding.placeBid('')}`) }).click();
    await page.getByRole('button', { name: en.bidding.confirm }).click();
    await expect.poll(() => page.getByTestId('bid-result').textContent()).toBe(en.bidding.answer.leading);
    expect(new URL(page.url()).pathname).toBe(`/en/auctions/${auction.id}/${lot.id}`);
  });

  it('pays for a won lot in English: the won-lots page, the card payment, its message and the invoice', async () => {
    // A demo buyer who reads English for this test only: e-mails and documents follow the account's language.
    const email = 'marta.lopez@example.com';
    const account = createHttpClient(baseURL);
    expect((await account.login(email, demoPassword)).status).toBe(200);
    expect((await account.put('/api/frontend/auth/user/language', { language: 'en' })).status).toBe(200);
    try {
      const title = `English settlement ${Date.now()}`;
      await finishedAuction({ baseURL, title, winner: email, others: [], hammer: 150_000 });
      const won = await waitForMail(mailDir, email, `Lot won: ${title}`);
      expect(won.text).toContain('Hammer price: €1,500.');

      await newVisitor();
      await visit(page, '/en/');
      await logInInEnglish(email);
      await visit(page, '/en/my-account/won-lots');
      expect(await documentLanguage()).toBe('en');
      const mine = page.getByRole('region', { name: title });
      // €1,500 + 10 % premium + 21 % VAT on both = €1,996.50, less the €200 deposit already applied.
      const owed = formatCents(179_650, 'en');
      await expect.poll(() => mine.getByTestId('settlement-balance').textContent()).toBe(owed);
      const summary = (await mine.textContent()) ?? '';
      for (const words of [en.settlements.hammer, en.settlements.premium, en.settlements.total])
        expect(summary).toContain(words);
      for (const palabras of [es.settlements.hammer, es.settlements.premium, es.settlements.total])
        expect(summary).not.toContain(palabras);

      // Off to the gateway (the Redsys stand-in, its own page), and back to the English page.
      await mine.getByRole('button', { name: en.settlements.payByCard(owed) }).click();
      await page.getByLabel('Número de tarjeta').fill('4548 8120 4940 0004');
      await page.getByRole('button', { name: 'Pagar' }).click();
      await page.waitForURL(/\/en\/my-account\/won-lots\?pago=ok$/);
      await expect
        .poll(() => page.getByRole('status').first().textContent())
        .toContain(en.settlements.paymentOk);
      await expect
        .poll(() => page.getByRole('region', { name: title }).getByTestId('settlement-state').textContent(), {
          timeout: 15_000,
        })
        .toBe(en.settlements.states.paid);

      // The invoice's link in English; the document in Spanish with the English beside it.
      const link = page
        .getByRole('region', { name: title })
        .getByRole('link', { name: new RegExp(`^${en.settlements.invoice('E2E')}`) })
        .first();
      expect(await link.textContent()).toMatch(/\(\d{1,2} [A-Z][a-z]{2,3} \d{4}, €[\d,.]+\)$/);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      const pdf = await readFile((await download.path())!);
      expect((await PDFDocument.load(pdf)).getTitle()).toMatch(/^Factura \/ Invoice E2E\d{4}\/\d{6}$/);
    } finally {
      await account.put('/api/frontend/auth/user/language', { language: 'es' });
    }
  }, 120_000);

  it('signs up in English', async () => {
    await newVisitor();
    await visit(page, '/en/');
    await page.getByRole('button', { name: en.site.signup }).first().click();
    const signup = page.getByRole('dialog', { name: en.auth.signupTitle });
    const t = en.auth;
    await signup.getByLabel(new RegExp(`^${t.firstname}`)).fill('Emma');
    await signup.getByLabel(new RegExp(`^${t.lastname}`)).fill('Whitfield');
    await signup.getByLabel(new RegExp(`^${t.phone1}`)).fill('612345678');
    await signup.getByLabel(t.vatId).fill('12345678Z');
    await signup.getByLabel(new RegExp(`^${t.address}`)).fill('Calle Sagunto 12');
    await signup.getByLabel(new RegExp(`^${t.city}`)).fill('Valencia');
    await signup.getByLabel(new RegExp(`^${t.province}`)).click();
    await page.getByRole('option', { name: 'Valencia/València' }).click();
    await signup.getByLabel(new RegExp(`^${t.postalCode}`)).fill('46009');
    await signup.getByLabel(new RegExp(`^${t.email}`)).fill(`e2e.english.${Date.now()}@example.com`);
    await signup.getByLabel(new RegExp(`^${t.password}`)).fill('a-test-password-2026');
    await signup.getByLabel(t.passwordConfirmation).fill('a-test-password-2026');
    await signup.getByRole('checkbox', { name: new RegExp(t.acceptTerms) }).check();
    await signup.getByRole('button', { name: t.signupButton }).click();
    await expect.poll(() => signup.getByText(t.signupDone).isVisible()).toBe(true);
  });

  it('passes axe-core on the English pages', async () => {
    await newVisitor();
    const english = [
      ...new Set((await publicPaths(baseURL)).map((path) => pathIn('en', path))),
      '/en/no-such-page',
    ].filter((path) => path !== '/no-existe');
    expect(english).toContain('/en/');
    const found: Record<string, string[]> = {};
    for (const path of english) {
      await visit(page, path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const problems = await axeViolations(page);
      if (problems.length) found[path] = problems;
    }
    expect(found).toEqual({});
  });
});
