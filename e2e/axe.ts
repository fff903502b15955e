import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type TViolation = {
  id: string;
  impact: string;
  nodes: { target: string[]; failureSummary?: string }[];
};

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on the page as it is now: one line per violation, with where it is
 * and what the first place lacks. axe-core goes in as an inline script, which the site's
 * Content-Security-Policy rightly forbids: the page must come from a context with `bypassCSP`.
 */
export const axeViolations = async (page: Page): Promise<string[]> => {
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
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')} — ${violation.nodes[0]?.failureSummary ?? ''}`,
  );
};
