import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { testServers } from './test/database-url.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Brotli (best quality) and gzip copies of every script and stylesheet, written once at build time: the
 * server sends them as they are (@fastify/static `preCompressed`), smaller than compressing on the fly.
 */
const precompress = (): Plugin => ({
  name: 'lonja-precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    for (const fileName of Object.keys(bundle)) {
      if (!/\.(js|css|svg)$/.test(fileName)) continue;
      const path = join(options.dir!, fileName);
      const content = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    }
  },
});

/**
 * The stylesheet before the scripts in the built index.html. It is the one file a server-rendered page
 * waits for before painting, and Vite lists it after the entry script and its preloads, so that on
 * HTTP/1.1's six connections it queued behind them.
 */
const stylesheetFirst = (): Plugin => ({
  name: 'lonja-stylesheet-first',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const stylesheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
      const withoutThem = stylesheets.reduce((text, link) => text.replace(link, ''), html);
      return withoutThem.replace(
        /(\s*)<script type="module"/,
        (_, space) => `${stylesheets.join('')}${space}<script type="module"`,
      );
    },
  },
});

/**
 * In the server build, the API's schemas stay imports of src/common/schemas (through the package's
 * `#schemas/*` import map), the very modules the server itself loaded. A bundled copy would register each
 * schema id (`.meta({ id })`) a second time in zod's global registry once a page using it is rendered, and
 * from then on the OpenAPI document (/api/docs/json) refuses two schemas with one id.
 */
const sharedSchemas = (): Plugin => {
  const schemas = join(src, 'common/schemas');
  return {
    name: 'lonja-shared-schemas',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith('#schemas/')) return { id: source, external: true };
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.startsWith(`${schemas}/`)) return null;
      return { id: `#schemas/${relative(schemas, resolved.id)}`, external: true };
    },
  };
};

/**
 * Two builds (`npm run build`): the web app for browsers in dist/web, then (`--ssr`) entry-server.tsx for
 * Node in dist/ssr, which the server loads to render public pages into their HTML (plugins/web.ts). The
 * second leaves React, Mantine and the other packages as imports of node_modules.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: isSsrBuild ? [react(), sharedSchemas()] : [react(), stylesheetFirst(), precompress()],
  resolve: { alias: { '@': src } },
  build: isSsrBuild
    ? {
        outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
        emptyOutDir: true,
      }
    : {
        outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
        emptyOutDir: true,
        // The manifest lets the server tell which build is live (GET /version.json, SPEC §4) and which
        // chunks a page needs (plugins/page-preload.ts).
        manifest: true,
        sourcemap: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Everything the entry imports statically, in one file: left to itself the bundler makes
                // dozens of 1–4 KB chunks, and on HTTP/1.1's six connections each costs a round trip.
                { name: 'app', tags: ['$initial'], priority: 20 },
              ],
            },
          },
        },
      },
  server: {
    // `npm run dev`: Vite serves the web app with hot reload and forwards the API to the app server.
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/version.json': 'http://localhost:3000',
    },
  },
  test: {
    root: '.',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    globalSetup: ['./test/global-setup.ts'],
    // On PGlite one test file per core, not Vitest's cores − 1: on CI's two cores one worker left a core
    // idle. On PostgreSQL one file at a time per server: the live events' horizon is the server's oldest
    // open transaction, whatever its database, so one file's long transactions would hold another's events
    // back (docs/testing.md). TEST_DATABASE_URL may list several servers; each worker takes one.
    maxWorkers: testServers().length || availableParallelism(),
    setupFiles: ['./test/worker-database.ts'],
    // Test files share their worker's modules instead of importing the app again each: each file still has
    // its own database and its own app (docs/testing.md).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
}));
