import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathIn } from '@/common/localized-paths.ts';
import { auctions, lots, sales } from '@/server/db/schema/index.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createLot } from '../../../../test/factories.ts';
import { createWebBuild } from '../../../../test/web-build.ts';

let ctx: TTestContext;
let build: Awaited<ReturnType<typeof createWebBuild>>;

beforeAll(async () => {
  // The sitemap comes from the pages' descriptors, through the web app's server build.
  build = await createWebBuild({ indexHtml: '<!doctype html><html><head></head><body></body></html>' });
  ctx = await createTestApp({ WEB_DIST_DIR: build.webDir });
});
afterAll(async () => {
  await ctx.close();
  await build.remove();
});

const locations = (xml: string) =>
  [...xml.matchAll(/<loc>http:\/\/localhost:3000([^<]*)<\/loc>/g)].map((match) => match[1]);

/** What the sitemap listed when it read the tables itself, before the pages' descriptors said it. */
const listedBefore = async () => {
  const [auctionRows, lotRows, saleRows] = await Promise.all([
    ctx.db.select({ id: auctions.id }).from(auctions).where(eq(auctions.published, true)),
    ctx.db
      .select({ id: lots.id, auctionId: lots.auctionId })
      .from(lots)
      .innerJoin(auctions, eq(auctions.id, lots.auctionId))
      .where(and(eq(lots.published, true), eq(auctions.published, true), eq(auctions.status, 'open'))),
    ctx.db.select({ id: sales.id }).from(sales).where(eq(sales.published, true)),
  ]);
  return [
    ...['/', '/subastas', '/liquidaciones', '/liquidaciones/industriales', '/liquidaciones/inmobiliarias'],
    ...['/buscar', '/contacto', '/como-funciona', '/how-does-it-work', '/como-participar'],
    ...[
      '/how-to-take-part',
      '/servicios',
      '/aviso-legal',
      '/privacidad',
      '/acerca-de-lonja',
      '/verificar-puja',
    ],
    ...auctionRows.map((row) => `/subastas/${row.id}`),
    ...lotRows.map((row) => `/subastas/${row.auctionId}/${row.id}`),
    ...saleRows.map((row) => `/liquidaciones/${row.id}`),
  ];
};

describe('robots.txt and sitemap.xml', () => {
  it('lists the public pages and keeps crawlers out of accounts and admin', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction);
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.headers['cache-control']).toBe('public, max-age=3600');
    expect(sitemap.body).toContain(`<loc>http://localhost:3000/subastas/${auction.id}/${lot.id}</loc>`);
    expect(sitemap.body).toContain('<loc>http://localhost:3000/como-funciona</loc>');
    expect(robots.body).toContain('Disallow: /en/my-account');
  });

  it('names every page in both languages, Spanish for any other', async () => {
    const auction = await createAuction(ctx.db);
    const sitemap = (await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const alternates = [
      `    <xhtml:link rel="alternate" hreflang="es" href="http://localhost:3000/subastas/${auction.id}"/>`,
      `    <xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/en/auctions/${auction.id}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/subastas/${auction.id}"/>`,
    ].join('\n');
    expect(sitemap).toContain(`<loc>http://localhost:3000/subastas/${auction.id}</loc>\n${alternates}`);
    expect(sitemap).toContain(`<loc>http://localhost:3000/en/auctions/${auction.id}</loc>\n${alternates}`);
    expect(sitemap).toContain(
      '<loc>http://localhost:3000/how-does-it-work</loc>\n    <xhtml:link rel="alternate" hreflang="es" href="http://localhost:3000/como-funciona"/>',
    );
  });

  it('lists every published auction and sale and the lots of open auctions, as it always has', async () => {
    const open = await createAuction(ctx.db);
    const shown = await createLot(ctx.db, open);
    const hidden = await createLot(ctx.db, open, { published: false });
    const closed = await createAuction(ctx.db, { status: 'closed' });
    const lotOfClosed = await createLot(ctx.db, closed);
    const unpublished = await createAuction(ctx.db, { published: false });
    await createLot(ctx.db, unpublished);
    // More sales than one page of the list holds.
    await ctx.db.insert(sales).values(
      Array.from({ length: 14 }, (_, index) => ({
        kind: index % 2 ? ('industrial' as const) : ('real-estate' as const),
        title: `Liquidación ${index}`,
        slug: `liquidacion-sitemap-${index}`,
        startDate: new Date(),
        published: index !== 0,
      })),
    );

    const listed = locations((await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    expect(new Set(listed).size).toBe(listed.length);
    // Each in Spanish and in English (the SPEC's two English pages are the translations of their Spanish ones).
    const before = await listedBefore();
    const inBoth = new Set([
      ...before.map((path) => pathIn('es', path)),
      ...before.map((path) => pathIn('en', path)),
    ]);
    expect([...listed].sort()).toEqual([...inBoth].sort());
    expect(listed).toContain(`/en/auctions/${open.id}/${shown.id}`);
    expect(listed).toContain('/en/');
    expect(listed).toContain('/how-does-it-work');
    expect(listed).toContain(`/subastas/${open.id}/${shown.id}`);
    expect(listed).toContain(`/subastas/${closed.id}`);
    for (const absent of [
      `/subastas/${open.id}/${hidden.id}`,
      `/subastas/${closed.id}/${lotOfClosed.id}`,
      `/subastas/${unpublished.id}`,
    ]) {
      expect(listed).not.toContain(absent);
    }
  });
});
