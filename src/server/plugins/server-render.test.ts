import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '@/server/db/schema/index.ts';
import { createTestApp, type TTestContext } from '../../../test/app.ts';
import { createAuction, createImage, createLot } from '../../../test/factories.ts';
import { createWebBuild } from '../../../test/web-build.ts';

let ctx: TTestContext;
let build: Awaited<ReturnType<typeof createWebBuild>>;

/** The page's state block, parsed as the browser reads it. */
const stateOf = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="lonja-state">(.*?)<\/script>/s)![1]!);
/** What is inside `#root`: the server-rendered page. */
const rootOf = (html: string) => html.match(/<div id="root">([\s\S]*?)<\/div>\s*<noscript>/)![1]!;

beforeAll(async () => {
  const indexHtml = (await readFile(resolve('src/web/index.html'), 'utf8')).replace(
    /<script type="module" src="\/main.tsx"><\/script>/,
    '',
  );
  build = await createWebBuild({
    indexHtml: indexHtml.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">\n<script type="module" crossorigin src="/assets/index-1.js"></script>\n</head>',
    ),
    manifest: { 'app/routes/lot.tsx': { file: 'assets/lot-2.js' } },
  });
  ctx = await createTestApp({ WEB_DIST_DIR: build.webDir });
});
afterAll(async () => {
  await ctx.close();
  await build.remove();
});

describe('server-rendered public pages', () => {
  it('sends a lot page with its content, the data it was rendered with, and the app started after paint', async () => {
    const auction = await createAuction(ctx.db, { title: 'Subasta de carpintería' });
    const lot = await createLot(ctx.db, auction, { title: 'Sierra de cinta Centauro', price: 250_000 });
    await createImage(ctx.db, { lotId: lot.id });
    const response = await ctx.app.inject({ method: 'GET', url: `/subastas/${auction.id}/${lot.id}` });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('<h1');
    expect(root).toContain('Sierra de cinta Centauro');
    expect(root).toMatch(/2\.500\s€/);
    expect(root).toMatch(/<img[^>]+srcSet="[^"]+160w/);
    // The browser takes the markup over with the same answers, so it fetches nothing to show the page.
    const state = stateOf(response.body);
    expect(state.renderedAt).toEqual(expect.any(Number));
    expect(state.queries.queries.map((query: { queryKey: unknown }) => query.queryKey)).toEqual([
      ['lots', lot.id],
      ['lots', lot.id, 'bids', 'visitor'],
    ]);
    expect(response.body).not.toContain('rel="preload" as="fetch"');
    // The app's entry is loaded by boot.js once the page has painted, with the page's own chunks.
    expect(response.body).not.toContain('<script type="module"');
    expect(response.body).toContain(
      '<script defer src="/boot.js" data-entry="/assets/index-1.js" data-preload="/assets/lot-2.js"></script>',
    );
    // The page's main picture is fetched before the stylesheet.
    expect(response.body.indexOf('rel="preload" as="image"')).toBeLessThan(
      response.body.indexOf('rel="stylesheet"'),
    );
  });

  it('shares a rendered page between visitors for a moment (PAGE_CACHE_MS)', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction);
    const url = `/subastas/${auction.id}/${lot.id}`;
    const [first, second] = await Promise.all([
      ctx.app.inject({ method: 'GET', url }),
      ctx.app.inject({ method: 'GET', url }),
    ]);
    expect(stateOf(second.body).renderedAt).toBe(stateOf(first.body).renderedAt);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const later = await ctx.app.inject({ method: 'GET', url });
    expect(stateOf(later.body).renderedAt).toBeGreaterThan(stateOf(first.body).renderedAt);
  });

  it('renders the home page, an auction and the info pages', async () => {
    const auction = await createAuction(ctx.db, { title: 'Subasta de hostelería' });
    await createLot(ctx.db, auction, { title: 'Cámara frigorífica' });
    const home = rootOf((await ctx.app.inject({ method: 'GET', url: '/' })).body);
    expect(home).toContain('Subasta de hostelería');
    const page = rootOf((await ctx.app.inject({ method: 'GET', url: `/subastas/${auction.id}` })).body);
    expect(page).toContain('Cámara frigorífica');
    const list = rootOf((await ctx.app.inject({ method: 'GET', url: '/subastas' })).body);
    expect(list).toContain('Subasta de hostelería');
    const search = await ctx.app.inject({ method: 'GET', url: '/buscar?q=camara' });
    // The match highlighted, accents ignored.
    expect(rootOf(search.body)).toContain('<mark>Cámara</mark> frigorífica');
    await ctx.db.insert(pages).values([
      { slug: 'aviso-legal', lang: 'es', title: 'Aviso legal', body: 'Titular del sitio.' },
      { slug: 'como-funciona', lang: 'en', title: 'How it works', body: 'Sign up, subscribe, bid.' },
    ]);
    for (const url of [
      '/aviso-legal',
      '/how-does-it-work',
      '/liquidaciones',
      '/contacto',
      '/buscar?q=hosteleria',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(rootOf(response.body)).toContain('<h1');
    }
  });

  it('answers 404 for an unknown address or record, and leaves the page to the browser', async () => {
    for (const url of ['/no-existe', '/lotes/99999999', '/subastas/99999999', '/subastas/abc']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('id="lonja-state"');
      expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    }
    // A lot asked for under another auction's address.
    const [first, second] = [await createAuction(ctx.db), await createAuction(ctx.db)];
    const lot = await createLot(ctx.db, first);
    const response = await ctx.app.inject({ method: 'GET', url: `/subastas/${second.id}/${lot.id}` });
    expect(response.statusCode).toBe(404);
  });

  it('renders the account and the back office in the browser only', async () => {
    for (const url of ['/admin', '/mi-cuenta/adjudicaciones']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(rootOf(response.body)).toContain('app-shell');
      expect(response.body).not.toContain('id="lonja-state"');
    }
  });

  it('keeps markup and data typed by an admin inert in the HTML', async () => {
    const hostile = '</script><script>alert(1)</script><!-- $& $1';
    const auction = await createAuction(ctx.db, { title: hostile });
    const lot = await createLot(ctx.db, auction, { title: hostile, description: hostile });
    const html = (await ctx.app.inject({ method: 'GET', url: `/subastas/${auction.id}/${lot.id}` })).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(rootOf(html)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- $&amp; $1');
    // The state block cannot be closed from inside, and reads back as the same text.
    expect(stateOf(html).queries.queries[0].state.data.data.lot.title).toBe(hostile);
  });
});
