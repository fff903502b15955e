import { type Browser, chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without the background-networking flags chromium keeps calling home, which this machine refuses. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A Spanish bidder's browser: one that asks for English first is sent to the English site (docs/product.md#languages).
  '--lang=es-ES',
  '--accept-lang=es-ES,es',
];

/**
 * Debian's chromium, never a downloaded browser (see README). Its pages keep Playwright's own limit of 30 s for
 * an action or a navigation: on a slow machine with two files at a time a navigation has taken over 10 s, and
 * the shorter limits files once set failed for time alone (docs/testing.md).
 */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
