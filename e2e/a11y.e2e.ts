import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pathIn } from '@/common/localized-paths.ts';
import { es } from '@/web/i18n/es.ts';
import { createHttpClient } from '../test/http-client.ts';
import { accountPaths, logIn, publicPaths, runningAuctionWithFreeLots, visit } from './actions.ts';
import { axeViolations } from './axe.ts';
import { launchBrowser } from './browser.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let page: Page;

/** Every path at a phone's width (360 px) and a laptop's (1366 px): what axe-core finds, by width and path. */
const violationsAt = async (page: Page, paths: string[]) => {
  const found: Record<string, string[]> = {};
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
    for (const path of paths) {
      await visit(page, path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const problems = await axeViolations(page);
      if (problems.length) {
        found[`${width} ${path}`] = problems;
        console.error(`axe-core at ${width} px on ${path}:`, problems);
      }
    }
  }
  return found;
};

/** Waits until the dialogs' opening transitions are over: axe-core measures colours as painted. */
/**
 * No animation running, twice a frame apart: Mantine starts a dialog's fade a frame after it is in the DOM,
 * and axe-core measuring contrast halfway through a fade reports colours nobody reads.
 */
const settled = async (page: Page) => {
  for (let calm = 0; calm < 2; calm++) {
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }
};

/** A running auction of this test's own that takes subscriptions and asks a deposit (its dialog says most). */
const auctionOpenForSubscriptions = async () => {
  const admin = createHttpClient(baseURL);
  expect((await admin.login('admin@lonja.local', 'admin-e2e-password')).status).toBe(200);
  const now = Date.now();
  const created = await admin.post('/api/admin/auctions', {
    auction: {
      title: `Subasta E2E accesible ${now}`,
      description: 'Subasta para comprobar el diálogo de inscripción.',
      commissionPercent: 10,
      caution: 15_000,
      startDate: new Date(now - 3_600_000).toISOString(),
      endDate: new Date(now + 3 * 86_400_000).toISOString(),
    },
  });
  expect(created.status).toBe(201);
  const id: number = created.json().data.auction.id;
  // With a lot, like every auction other specs may pick from the open ones.
  const lot = await admin.post(`/api/admin/auctions/${id}/lots`, {
    lot: { title: 'Carretilla elevadora accesible', price: 30_000 },
  });
  expect(lot.status).toBe(201);
  expect((await admin.put(`/api/admin/auctions/${id}/publish`)).status).toBe(200);
  return { id, title: created.json().data.auction.title as string };
};

beforeAll(async () => {
  browser = await launchBrowser();
  // axe-core is injected as an inline script, which the site's Content-Security-Policy rightly forbids.
  page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 }, bypassCSP: true });
});
afterAll(() => browser.close());

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  it('finds no violation on any public page, at 360 and 1366 px', async () => {
    const paths = await publicPaths(baseURL);
    expect(await violationsAt(page, paths)).toEqual({});
  }, 300_000);

  it('finds no violation on any account page, nor on auction and lot pages with the bid form, at 360 and 1366 px', async () => {
    const { auction, lots } = await runningAuctionWithFreeLots(baseURL);
    const bidder = await browser.newPage({
      baseURL,
      viewport: { width: 1366, height: 900 },
      bypassCSP: true,
    });
    await visit(bidder, '/');
    await logIn(bidder, 'lucia.martinez@example.com', 'demo-lonja-2026');
    const paths = [...accountPaths, `/subastas/${auction.id}`, `/subastas/${auction.id}/${lots[0]!.id}`];
    const found = await violationsAt(bidder, paths);
    await bidder.close();
    expect(found).toEqual({});
  }, 300_000);

  it('finds no violation on the English account pages, nor on English auction and lot pages with the bid form, at 360 and 1366 px', async () => {
    const { auction, lots } = await runningAuctionWithFreeLots(baseURL);
    const bidder = await browser.newPage({
      baseURL,
      viewport: { width: 1366, height: 900 },
      bypassCSP: true,
    });
    await visit(bidder, '/');
    await logIn(bidder, 'lucia.martinez@example.com', 'demo-lonja-2026');
    const paths = [...accountPaths, `/subastas/${auction.id}`, `/subastas/${auction.id}/${lots[0]!.id}`].map(
      (path) => pathIn('en', path),
    );
    expect(paths).toContain('/en/my-account/won-lots');
    const found = await violationsAt(bidder, paths);
    // Every page was the English one, in English.
    expect(await bidder.evaluate(() => document.documentElement.lang)).toBe('en');
    await bidder.close();
    expect(found).toEqual({});
  }, 300_000);

  it('finds no violation in an open dialog (login, sign-up, subscription, bid confirmation), at 360 and 1366 px', async () => {
    const { auction } = await runningAuctionWithFreeLots(baseURL);
    const detail = await (await fetch(`${baseURL}/api/frontend/auctions/${auction.id}`)).json();
    const lot = detail.data.lots.find((item: { status: string }) => item.status === 'open');
    const withDeposit = await auctionOpenForSubscriptions();
    const found: Record<string, string[]> = {};
    for (const width of [360, 1366]) {
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: width < 600 ? 740 : 900 },
        bypassCSP: true,
        // Dialogs open without their fade (the site honours the setting), so contrast is measured on the
        // colours a person reads, not on a frame halfway through.
        reducedMotion: 'reduce',
      });
      const person = await context.newPage();
      /** Runs axe-core with `name`'s dialog open and settled, then closes it with Escape. */
      const inDialog = async (name: string) => {
        const dialog = person.getByRole('dialog', { name });
        await dialog.waitFor();
        await settled(person);
        const problems = await axeViolations(person);
        if (problems.length) {
          found[`${width} ${name}`] = problems;
          console.error(`axe-core at ${width} px in «${name}»:`, problems);
        }
        await person.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      };

      await visit(person, '/');
      await person.getByRole('button', { name: es.site.login }).first().click();
      await person.getByRole('dialog', { name: es.auth.loginTitle }).waitFor();
      await settled(person);
      const loginProblems = await axeViolations(person);
      if (loginProblems.length) found[`${width} ${es.auth.loginTitle}`] = loginProblems;
      await person.getByRole('button', { name: es.auth.noAccount }).click();
      await inDialog(es.auth.signupTitle);

      await logIn(person, 'lucia.martinez@example.com', 'demo-lonja-2026');
      await visit(person, `/subastas/${withDeposit.id}`);
      await person.getByRole('button', { name: es.bidding.subscribe }).click();
      await inDialog(es.bidding.dialogTitle(withDeposit.title));

      await visit(person, `/subastas/${auction.id}/${lot.id}`);
      await person.getByRole('button', { name: /^Pujar \d/ }).click();
      await inDialog(es.bidding.confirmTitle);
      await context.close();
    }
    expect(found).toEqual({});
  }, 180_000);

  it('shows a visible focus ring on every control reached by Tab (WCAG 2.4.7), at 360 and 1366 px', async () => {
    const { auction, lots } = await runningAuctionWithFreeLots(baseURL);
    const detail = await (await fetch(`${baseURL}/api/frontend/auctions/${auction.id}`)).json();
    const lot = lots[0] ?? detail.data.lots[0];
    const found: Record<string, string[]> = {};
    for (const width of [360, 1366]) {
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: width < 600 ? 740 : 900 },
      });
      const person = await context.newPage();
      await visit(person, '/');
      await logIn(person, 'lucia.martinez@example.com', 'demo-lonja-2026');
      for (const path of [
        '/',
        `/subastas/${auction.id}`,
        `/subastas/${auction.id}/${lot.id}`,
        '/buscar?q=torno',
        '/mi-cuenta/subastas/pujas',
        '/mi-cuenta/datos/personales',
      ]) {
        await visit(person, path);
        await person.getByRole('heading', { level: 1 }).first().waitFor();
        await person.waitForLoadState('networkidle');
        const missing = new Set<string>();
        // The first 40 stops of the page: header, menu, content, its controls.
        for (let stop = 0; stop < 40; stop++) {
          await person.keyboard.press('Tab');
          const problem = await person.evaluate(() => {
            const element = document.activeElement as HTMLElement | null;
            if (!element || element === document.body) return null;
            const style = getComputedStyle(element);
            if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) return null;
            const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
              .trim()
              .slice(0, 40);
            return `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} «${name}»: outline ${style.outlineStyle} ${style.outlineWidth}`;
          });
          if (problem) missing.add(problem);
        }
        if (missing.size) found[`${width} ${path}`] = [...missing];
      }
      await context.close();
    }
    expect(found).toEqual({});
  }, 180_000);
});
