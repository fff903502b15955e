import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { TCreateRenderer, TPageRenderer } from '@/common/rendered-page.ts';

/**
 * The API as the server-rendered page reads it: in-process through `inject`, with the same validation,
 * serialisation and errors as from a browser, and no cookie, so the page is what any visitor sees.
 */
const inProcessFetch =
  (app: FastifyInstance): typeof fetch =>
  async (input) => {
    const response = await app.inject({
      method: 'GET',
      url: String(input),
      headers: { accept: 'application/json', 'x-lonja-internal': app.internalToken },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const hasBody = response.statusCode !== 204 && response.statusCode !== 304;
    return new Response(hasBody ? response.payload : null, { status: response.statusCode, headers });
  };

/** One renderer per application, whichever of its plugins asks first (the pages, the sitemap). */
const renderers = new WeakMap<object, Promise<TPageRenderer | null>>();

const load = async (app: FastifyInstance, ssrDir: string): Promise<TPageRenderer | null> => {
  const entry = resolve(ssrDir, 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn(`No server build in ${ssrDir}: pages are rendered in the browser only.`);
    return null;
  }
  const { createRenderer } = (await import(pathToFileURL(entry).href)) as { createRenderer: TCreateRenderer };
  return createRenderer({ fetchApi: inProcessFetch(app) });
};

/**
 * Loads the web app's server build (`npm run build` writes it to dist/ssr, beside dist/web): it renders
 * the public pages, with their meta and preloads, and lists them for the sitemap, from the pages'
 * descriptors (src/web/app/public-pages.ts). Without one (`npm run dev`, or a build from before server
 * rendering) every page is rendered in the browser and the server knows none of them.
 */
export const loadPageRenderer = (app: FastifyInstance, webDistDir: string): Promise<TPageRenderer | null> => {
  // Every plugin's instance of one application shares its deps.
  const key = app.deps;
  let renderer = renderers.get(key);
  if (!renderer) {
    const webRoot = resolve(webDistDir);
    renderer = existsSync(resolve(webRoot, 'index.html'))
      ? load(app, resolve(webRoot, '../ssr'))
      : Promise.resolve(null);
    renderers.set(key, renderer);
  }
  return renderer;
};
