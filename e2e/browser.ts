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
 * How long a page action or navigation may wait before the test fails: on a slow machine with two files at a
 * time a navigation has taken over 10 s (docs/testing.md). A passing test is no slower for it.
 */
export const actionTimeoutMs = 30_000;

/** Debian's chromium, never a downloaded browser (see README). */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
