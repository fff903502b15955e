import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@/web/i18n/en.ts';
import { es } from '@/web/i18n/es.ts';
import { createTestApp, type TTestContext } from '../../../test/app.ts';
import { createAuction, createLot } from '../../../test/factories.ts';
import { createWebBuild } from '../../../test/web-build.ts';

let ctx: TTestContext;
let build: Awaited<ReturnType<typeof createWebBuild>>;

beforeAll(async () => {
  const indexHtml = (await readFile(resolve('src/web/index.html'), 'utf8')).replace(
    /<script type="module" src="\/main.tsx"><\/script>/,
    '',
  );
  build = await createWebBuild({ indexHtml });
  ctx = await createTestApp({ WEB_DIST_DIR: build.webDir, PAGE_CACHE_MS: '0' });
});
afterAll(async () => {
  await ctx.close();
  await build.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );

describe('the English site', () => {
  it('renders a lot at its English address, in English, with both addresses named', async () => {
    const auction = await createAuction(ctx.db, { title: 'Subasta de carpintería' });
    const lot = await createLot(ctx.db, auction, { title: 'Sierra de cinta Centauro' });
    const response = await get(`/en/auctions/${auction.id}/${lot.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en"');
    expect(response.body).toContain('Sierra de cinta Centauro');
    // The site around it speaks English, and its links stay in English.
    expect(response.body).toContain(`>${en.nav.auctions}</a>`);
    expect(response.body).toContain(en.site.skipToContent);
    expect(response.body).not.toContain(es.site.skipToContent);
    expect(response.body).toContain(`href="/en/auctions/${auction.id}"`);
    expect(response.body).toContain('<meta property="og:locale" content="en_GB" />');
    expect(response.body).toContain(
      `<link rel="canonical" href="http://localhost:3000/en/auctions/${auction.id}/${lot.id}" />`,
    );
    expect(alternates(response.body)).toEqual({
      es: `http://localhost:3000/subastas/${auction.id}/${lot.id}`,
      en: `http://localhost:3000/en/auctions/${auction.id}/${lot.id}`,
      'x-default': `http://localhost:3000/subastas/${auction.id}/${lot.id}`,
    });
    // The switch offers the same page in Spanish.
    expect(response.body).toMatch(new RegExp(`href="/subastas/${auction.id}/${lot.id}"[^>]*lang="es"`));
  });

  it('keeps the Spanish pages as they were, naming their English address', async () => {
    const response = await get('/subastas');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="es"');
    expect(response.body).toContain('<meta property="og:locale" content="es_ES" />');
    expect(alternates(response.body)).toEqual({
      es: 'http://localhost:3000/subastas',
      en: 'http://localhost:3000/en/auctions',
      'x-default': 'http://localhost:3000/subastas',
    });
    const english = await get('/en/auctions');
    expect(english.body).toContain(`<title>${en.auctions.title} · Lonja</title>`);
    expect(english.body).toContain(`<meta name="description" content="${en.auctions.metaDescription}" />`);
    expect(response.body).toContain(`<title>${es.auctions.title} · Lonja</title>`);
    const home = await get('/en');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<link rel="canonical" href="http://localhost:3000/en/" />');
    expect(alternates(home.body).es).toBe('http://localhost:3000/');
  });

  it('answers an unknown English address with the 404 page, in English', async () => {
    const response = await get('/en/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="en"');
    expect(alternates(response.body)).toEqual({});
    const lot = await get('/en/lots/2000000000');
    expect(lot.statusCode).toBe(404);
  });

  it('serves the account pages at their English addresses, rendered in the browser', async () => {
    const response = await get('/en/my-account/won-lots');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en"');
  });

  it('sends a first visit that prefers English to the English page, unless the visitor chose', async () => {
    const english = { 'accept-language': 'en-US,en;q=0.9,es;q=0.5' };
    const first = await get('/subastas?estado=closed', english);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/en/auctions?estado=closed');
    expect(first.headers.vary).toContain('Accept-Language');
    expect(first.headers.vary).toContain('Cookie');
    // A choice in the language switch is kept, whatever the browser says.
    const chose = await get('/subastas', { ...english, cookie: 'lang=es' });
    expect(chose.statusCode).toBe(200);
    expect(chose.headers.vary).toContain('Accept-Language');
    expect((await get('/subastas', { cookie: 'lang=en' })).headers.location).toBe('/en/auctions');
    // Crawlers send no Accept-Language; Spanish readers prefer Spanish; English addresses stay.
    expect((await get('/subastas')).statusCode).toBe(200);
    expect((await get('/subastas', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' })).statusCode).toBe(200);
    expect((await get('/en/auctions', english)).statusCode).toBe(200);
    // A person's own pages, reached from an e-mail, are not moved.
    expect((await get('/mi-cuenta/adjudicaciones', english)).statusCode).toBe(200);
  });
});
