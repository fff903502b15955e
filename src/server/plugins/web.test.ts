import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../test/app.ts';
import { createAuction, createImage, createLot } from '../../../test/factories.ts';
import { createWebBuild } from '../../../test/web-build.ts';

let ctx: TTestContext;

let build: Awaited<ReturnType<typeof createWebBuild>>;

beforeAll(async () => {
  // A miniature web build and one stored image, so the plugin has something real to serve; its server
  // build renders the real pages, with the meta and preloads their descriptors declare.
  build = await createWebBuild({
    indexHtml:
      '<!doctype html><html lang="es"><head><meta name="description" content="x" /><title>Lonja</title><script type="module" crossorigin src="/assets/main-abc123.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body><div id="root"></div></body></html>',
    manifest: {
      'index.html': { file: 'assets/main-abc123.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      'app/routes/lot.tsx': { file: 'assets/lot-2.js', imports: ['index.html', '_react.js', '_card.js'] },
      '_card.js': { file: 'assets/card-3.js' },
    },
  });
  const webDir = build.webDir;
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'assets', 'main-abc123.js'), 'console.log("hola")');
  await writeFile(join(webDir, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log("hola")'));
  ctx = await createTestApp({ WEB_DIST_DIR: webDir });
  await mkdir(join(ctx.uploadsDir, 'images', 'x1'), { recursive: true });
  await writeFile(join(ctx.uploadsDir, 'images', 'x1', 'thumb.webp'), 'webp');
});
afterAll(async () => {
  await ctx.close();
  await build.remove();
});

describe('web plugin', () => {
  it('serves index.html for client-side routes so a reload works', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/mi-cuenta/subastas/en-curso?pagina=2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.body).toBe('console.log("hola")');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the Brotli copy the build wrote to browsers that accept it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log("hola")');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves uploaded media with a long cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/media/images/x1/thumb.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=31536000');
  });

  it('keeps unknown API paths and media as JSON 404s', async () => {
    for (const url of ['/api/nope', '/media/images/none.webp']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('has a page fetch its code and first data at once, not one step after another', async () => {
    // A page the browser renders itself (here a lot that is not there, which it shows as the 404 page).
    const html = (await ctx.app.inject({ method: 'GET', url: '/subastas/12/34' })).body;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/lot-2.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/card-3.js" />');
    // The entry and what it imports are already in index.html: not asked for twice.
    expect(html.split('/assets/react-1.js').length - 1).toBe(1);
    expect(html.split('/assets/main-abc123.js').length - 1).toBe(1);
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/frontend/lots/34" />',
    );
    expect(html).toContain('href="/api/frontend/lots/34/bids"');
    const other = (await ctx.app.inject({ method: 'GET', url: '/mi-cuenta/adjudicaciones' })).body;
    expect(other).not.toContain('rel="preload"');
    expect(other.split('modulepreload').length - 1).toBe(1);
  });

  it('tells which build is live at /version.json', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/version.json' });
    expect(response.json()).toEqual({ version: expect.stringMatching(/^[0-9a-f]{12}$/) });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('writes each page’s title, description, Open Graph tags, canonical URL and structured data into the HTML', async () => {
    const auction = await createAuction(ctx.db, {
      title: 'Subasta <de> prueba',
      description: 'Tornos y **fresadoras**.',
    });
    const lot = await createLot(ctx.db, auction, {
      title: 'Torno "CNC"',
      description: 'Bancada templada',
      price: 150_000,
    });
    await createImage(ctx.db, { lotId: lot.id });
    const html = (await ctx.app.inject({ method: 'GET', url: `/subastas/${auction.id}/${lot.id}` })).body;
    expect(html).toContain('<title>Torno &quot;CNC&quot; · Lonja</title>');
    // The gallery's first picture, with the same srcset and sizes as the page's <img>.
    expect(html).toMatch(
      /<link rel="preload" as="image" fetchpriority="high" href="\/media\/images\/[^"]+\/default\.webp" imagesrcset="[^"]+ 160w, [^"]+ 1600w" imagesizes="\(min-width: 62em\) 55vw, 100vw" \/>/,
    );
    expect(html).toContain('<meta name="description" content="Bancada templada" />');
    expect(html).toContain(
      `<link rel="canonical" href="http://localhost:3000/subastas/${auction.id}/${lot.id}" />`,
    );
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:3000\/media\/images\/[^"]+\/big\.webp" \/>/,
    );
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Torno "CNC"',
      offers: { price: '1500.00', priceCurrency: 'EUR' },
    });
    const auctionHtml = (await ctx.app.inject({ method: 'GET', url: `/subastas/${auction.id}` })).body;
    expect(auctionHtml).toContain('<title>Subasta &lt;de&gt; prueba · Lonja</title>');
    expect(auctionHtml).toContain('content="Tornos y fresadoras."');
  });
});
