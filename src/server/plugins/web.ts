import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { languageOfPath, pathIn } from '@/common/localized-paths.ts';
import type { TRenderedPage } from '@/common/rendered-page.ts';
import { prepareBody, sendPrepared, type TPreparedBody } from '@/server/lib/prepared-body.ts';
import { englishAddressFor, varyByLanguage } from './language-redirect.ts';
import { mediaPlugin } from './media.ts';
import { createPageCache } from './page-cache.ts';
import { withLanguage, withMeta } from './page-meta.ts';
import { codeLinks, createPagePreloads } from './page-preload.ts';
import { loadPageRenderer } from './server-render.ts';

/** Where the rendered page goes in index.html: in place of the header shell, inside `#root`. */
const appMarkup = /<!--app-->[\s\S]*<!--\/app-->/;
/** The app's entry script, as Vite writes it into index.html. */
const appEntry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const bootScript = (entry: string, chunks: string[]) =>
  `<script defer src="/boot.js" data-entry="${entry}" data-preload="${chunks.join(' ')}"></script>`;

/** The address a page is known by: no trailing slash, but the English home's (`/en/`). */
const canonicalPathOf = (path: string) => {
  const normal = path === '/' ? '/' : path.replace(/\/$/, '');
  return normal === '/en' ? '/en/' : normal;
};

/**
 * Writes index.html for one address, from the server renderer when the build has one (server-render.ts).
 */
const createPageWriter = async (
  app: FastifyInstance,
  { webRoot, indexHtml, publicUrl }: { webRoot: string; indexHtml: string | null; publicUrl: string },
) => {
  const preloadsFor = createPagePreloads(resolve(webRoot, '.vite/manifest.json'), indexHtml ?? '');
  const renderer = await loadPageRenderer(app, webRoot);
  /** The page rendered, or nothing: a failed render costs the head start, never the page. */
  const render = async (url: string): Promise<TRenderedPage> => {
    if (!renderer) return { status: 200 };
    try {
      return await renderer.render(url);
    } catch (error) {
      app.log.error({ err: error, url }, 'Server rendering failed; the browser renders the page');
      return { status: 200 };
    }
  };

  /**
   * index.html for one address: the page rendered in, with its meta tags and what it needs first, all
   * from one render of it (its route matched once, its data read once).
   */
  const pageFor = async (requestUrl: string, path: string) => {
    const rendered = await render(requestUrl);
    const preloads = preloadsFor(rendered);
    const language = languageOfPath(path);
    const canonicalPath = canonicalPathOf(path);
    let html = withLanguage(indexHtml ?? '', language);
    // The picture before the stylesheet: painting the page waits for nothing else.
    if (preloads.picture) {
      html = html.replace(
        /(\s*)(<link rel="stylesheet"|<\/head>)/,
        (_, space: string, next: string) => `${space}${preloads.picture}${space}${next}`,
      );
    }
    if (rendered.markup === undefined) {
      const links = codeLinks(preloads);
      if (links) html = html.replace('</head>', () => `  ${links}\n  </head>`);
    } else {
      // The page is in the HTML, with its data: the app starts after it is painted (public/boot.js),
      // and fetches the page's chunks then.
      html = html
        .replace(appEntry, (_, entry: string) => bootScript(entry, preloads.chunks))
        .replace(appMarkup, () => rendered.markup ?? '')
        .replace('</body>', () => `${rendered.state ?? ''}\n  </body>`);
    }
    html = withMeta(html, rendered.meta ?? null, {
      siteName: app.deps.config.SITE_NAME,
      url: publicUrl + canonicalPath,
      publicUrl,
      language,
      // A public page that is there: crawlers are told its address in the other language.
      publicPath: rendered.module !== undefined && rendered.status === 200 ? canonicalPath : undefined,
    });
    return { status: rendered.status, html };
  };
  return pageFor;
};

/**
 * Serves the built React app and uploaded media. Any GET that is not an API call, a media file or an
 * asset gets index.html, so client-side routes work on reload. Public pages come with their content
 * rendered in (server-render.ts), so they paint before any script arrives; the others with the header
 * only, rendered in the browser. A path no route knows, or a record that does not exist, answers 404
 * (the browser shows the 404 page).
 */
export const webPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      webDistDir: string;
      uploadsDir: string;
      mapTileUrl: string;
      loginStateStore: 'local-storage' | 'cookie';
      pageCacheMs: number;
    },
  ) => {
    const webRoot = resolve(options.webDistDir);
    const indexPath = resolve(webRoot, 'index.html');
    const hasBuild = existsSync(indexPath);
    const publicUrl = app.deps.config.PUBLIC_URL.replace(/\/$/, '');
    // Settings the browser needs are written into the page once, at start (the map tile server, where the
    // logged-in state is kept).
    const indexHtml = hasBuild
      ? readFileSync(indexPath, 'utf8')
          .replace('__MAP_TILE_URL__', options.mapTileUrl.replace(/"/g, '&quot;'))
          .replace('__LOGIN_STATE__', options.loginStateStore)
      : null;
    const pageFor = await createPageWriter(app, { webRoot, indexHtml, publicUrl });
    // The same for every visitor (nothing in it depends on who asks), so shared for a moment.
    const pages = createPageCache<{ status: number; body: TPreparedBody }>({
      ttlMs: options.pageCacheMs,
      maxEntries: 200,
    });
    /**
     * An auction's and a lot's page are kept under their auction's version of the answer cache too: a bid
     * or an edit there makes a new key, so no one is shown the page from before it, however young.
     */
    const pageKey = (url: string, path: string) => {
      const auctionId = /^\/subastas\/(\d+)(?:\/\d+)?\/?$/.exec(pathIn('es', path))?.[1];
      return auctionId === undefined ? url : `${url}#${app.answers.version(Number(auctionId))}`;
    };

    // The build's identity: the hashed asset names in index.html change with every build (docs/product.md#the-browser).
    const version = indexHtml ? createHash('sha256').update(indexHtml).digest('hex').slice(0, 12) : 'dev';

    await app.register(mediaPlugin, { uploadsDir: options.uploadsDir });

    app.get('/version.json', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ version }),
    );

    if (!hasBuild) {
      app.log.warn(`No web build in ${webRoot}: run "npm run build" (or "npm run dev" for hot reload).`);
      return;
    }

    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of each script and stylesheet (vite.config.ts).
      preCompressed: true,
      setHeaders: (res, path) => {
        // Vite puts content hashes in asset names, so they can be cached for ever.
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path.startsWith('/api/') || path === '/api' || path.startsWith('/media/')) {
        return reply.callNotFound();
      }
      const assetPath = resolve(webRoot, `.${decodeURIComponent(path)}`);
      if (assetPath.startsWith(webRoot) && path !== '/' && existsSync(assetPath)) {
        return reply.sendFile(path.slice(1));
      }
      const english = englishAddressFor(request, path);
      varyByLanguage(reply, path);
      if (english) return reply.header('cache-control', 'no-cache').redirect(english, 302);
      // Serialised and compressed once per page version, like the API's auction and lot answers.
      await app.answers.caughtUp();
      const page = await pages(pageKey(request.url, path), async () => {
        const { status, html } = await pageFor(request.url, path);
        return { status, body: prepareBody(html, 'text/html; charset=utf-8') };
      });
      reply.header('cache-control', 'no-cache');
      return sendPrepared(request, reply, page.body, page.status);
    });
  },
  { name: 'web' },
);
