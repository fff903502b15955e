import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auctions, lots, sales } from '@/server/db/schema/index.ts';

const staticPaths = [
  '/',
  '/subastas',
  '/liquidaciones',
  '/liquidaciones/industriales',
  '/liquidaciones/inmobiliarias',
  '/buscar',
  '/contacto',
  '/como-funciona',
  '/how-does-it-work',
  '/como-participar',
  '/how-to-take-part',
  '/servicios',
  '/aviso-legal',
  '/privacidad',
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** `robots.txt` and `sitemap.xml` for search engines: every public page, never the account or admin areas. */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const base = app.deps.config.PUBLIC_URL.replace(/\/$/, '');

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nDisallow: /admin\nDisallow: /mi-cuenta\nDisallow: /user/\nDisallow: /api/\n\nSitemap: ${base}/sitemap.xml\n`,
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [auctionRows, lotRows, saleRows] = await Promise.all([
      db
        .select({ id: auctions.id, createdOn: auctions.createdOn })
        .from(auctions)
        .where(eq(auctions.published, true)),
      db
        .select({ id: lots.id, auctionId: lots.auctionId })
        .from(lots)
        .innerJoin(auctions, eq(auctions.id, lots.auctionId))
        .where(and(eq(lots.published, true), eq(auctions.published, true), eq(auctions.status, 'open'))),
      db.select({ id: sales.id }).from(sales).where(eq(sales.published, true)),
    ]);
    const urls = [
      ...staticPaths,
      `/acerca-de-${app.deps.config.SITE_NAME.toLowerCase()}`,
      ...auctionRows.map((row) => `/subastas/${row.id}`),
      ...lotRows.map((row) => `/subastas/${row.auctionId}/${row.id}`),
      ...saleRows.map((row) => `/liquidaciones/${row.id}`),
    ];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
      .map((path) => `  <url><loc>${escapeXml(base + path)}</loc></url>`)
      .join('\n')}\n</urlset>\n`;
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);
  });
};
