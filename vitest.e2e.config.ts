import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: a real server on a fresh PGlite database with demo data, driven by Debian's chromium.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    // A long test (e2e/live-sale.e2e.ts) took over 60 s on a slow machine with two files at a time; page actions
    // have Playwright's own limit of 30 s (e2e/browser.ts).
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // expect.poll gives up after 1 s by default. With two files, the server and chromium on CI's two cores, an
    // e-mail or a re-render has taken longer than that (trust.e2e.ts at stop 45); a poll only waits as long
    // as its condition is not yet met, so a passing run is no slower.
    expect: { poll: { timeout: 20_000 } },
    // Two files at a time against the one server (E2E_WORKERS changes it): on CI's two cores the suite
    // took 8.7 min instead of 12.5–25 one at a time (docs/testing.md).
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
  },
});
