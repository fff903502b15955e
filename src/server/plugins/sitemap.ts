import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadPageRenderer } from './server-render.ts';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * `robots.txt` and `sitemap.xml` for search engines: every public page, never the account or admin areas.
 * Which pages, and which records of each, the pages' descriptors say (src/web/app/public-pages.ts),
 * through the web app's server build; without one the sitemap is empty.
 */
export const sitemapPlugin: FastifyPluginAsyncZod = async (app) => {
  const base = app.deps.config.PUBLIC_URL.replace(/\/$/, '');

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nDisallow: /admin\nDisallow: /mi-cuenta\nDisallow: /user/\nDisallow: /api/\n\nSitemap: ${base}/sitemap.xml\n`,
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const renderer = await loadPageRenderer(app, app.deps.config.WEB_DIST_DIR);
    const urls = (await renderer?.sitemap()) ?? [];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
      .map((path) => `  <url><loc>${escapeXml(base + path)}</loc></url>`)
      .join('\n')}\n</urlset>\n`;
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);
  });
};
