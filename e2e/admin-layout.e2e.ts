import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logInToBackOffice } from './actions.ts';
import { adminPaths, visitAdminPage } from './admin-pages.ts';
import { launchBrowser } from './browser.ts';

/**
 * A clerk's laptop (1024×768) and a common office screen (1366×900): every admin page fits across, every
 * table's row actions can be reached without scrolling sideways, and no label or badge is cut short.
 */
const baseURL = inject('baseURL');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ baseURL, viewport: { width: 1366, height: 900 } });
  await logInToBackOffice(page);
});
afterAll(() => browser.close());

/** What does not fit on the page as shown, in words a person fixing it can act on. */
const layoutProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push(`the page scrolls ${root.scrollWidth - root.clientWidth} px sideways`);
    const describe = (element: Element) =>
      `«${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}»`;
    const main = document.querySelector('main') ?? document.body;
    for (const table of main.querySelectorAll('table')) {
      // A table inside a box that scrolls sideways hides what is past the box's edge.
      let box = table.parentElement;
      while (box && box !== main) {
        const overflowX = getComputedStyle(box).overflowX;
        if ((overflowX === 'auto' || overflowX === 'scroll') && box.scrollWidth > box.clientWidth + 1) {
          problems.push(`a table ${describe(table.querySelector('th') ?? table)} scrolls sideways`);
          break;
        }
        box = box.parentElement;
      }
      for (const action of table.querySelectorAll('tbody button, tbody a')) {
        const rect = action.getBoundingClientRect();
        if (rect.width === 0) continue;
        if (rect.right > window.innerWidth + 1 || rect.left < -1)
          problems.push(`the row action ${describe(action)} is off-screen`);
      }
    }
    // Text cut with an ellipsis (Mantine's badges and truncated labels) or spilling out of its box.
    for (const element of main.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (style.textOverflow !== 'ellipsis' && !element.matches('.mantine-Badge-label, label, th')) continue;
      if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
        problems.push(`the text ${describe(element)} is cut`);
    }
    return [...new Set(problems)];
  });

describe('the back office at a laptop’s width', () => {
  let paths: string[];
  beforeAll(async () => {
    paths = await adminPaths(page);
  });

  // Each size visits two dozen pages: more than the default minute on a busy machine.
  it.each([
    { width: 1024, height: 768 },
    { width: 1366, height: 900 },
  ])(
    'fits every admin page at $width×$height: no sideways scroll, row actions in view, no cut labels',
    async (viewport) => {
      await page.setViewportSize(viewport);
      const found: Record<string, string[]> = {};
      for (const path of paths) {
        await visitAdminPage(page, path);
        const problems = await layoutProblems(page);
        if (problems.length) found[path] = problems;
      }
      expect(found).toEqual({});
    },
    240_000,
  );
});
