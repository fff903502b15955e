import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languages } from '@/common/language.ts';
import { pathIn } from '@/common/localized-paths.ts';
import { loadPageRenderer } from './server-render.ts';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * One page in every language: an entry per address, each naming them all as its alternates (and Spanish as
 * the one for any other language), as search engines read them.
 */
const entriesOf = (base: string, spanishPath: string) => {
  const links = [
    ...languages.map((language) => [language, pathIn(language, spanishPath)]),
    ['x-default', spanishPath],
  ].map(
    ([hreflang, path]) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(base + path)}"/>`,
  );
  return languages.map(
    (language) =>
      `  <url>\n    <loc>${escapeXml(base + pathIn(language, spanishPath))}</loc>\n${links.join('\n')}\n  </url>`,
  );
};

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
        [
          'User-agent: *',
          ...['/admin', '/mi-cuenta', '/user/', '/api/', '/en/my-account', '/en/user/'].map(
            (path) => `Disallow: ${path}`,
          ),
          '',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const renderer = await loadPageRenderer(app, app.deps.config.WEB_DIST_DIR);
    // The pages' descriptors list each address in both languages; a page is listed once, with both.
    const pages = new Set(((await renderer?.sitemap()) ?? []).map((path) => pathIn('es', path)));
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${[
      ...pages,
    ]
      .flatMap((path) => entriesOf(base, path))
      .join('\n')}\n</urlset>\n`;
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);
  });
};
