import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What the web app's server build (src/web/entry-server.tsx) answers for one address. */
export type TRenderedPage = { status: number; markup?: string; state?: string };
export type TRenderPage = (url: string) => Promise<TRenderedPage>;

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

/**
 * Loads the web app's server build (`npm run build` writes it to dist/ssr, beside dist/web). Without one
 * (`npm run dev`, or a build from before server rendering) every page is rendered in the browser.
 */
export const loadPageRenderer = async (app: FastifyInstance, ssrDir: string): Promise<TRenderPage | null> => {
  const entry = resolve(ssrDir, 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn(`No server build in ${ssrDir}: pages are rendered in the browser only.`);
    return null;
  }
  const { createRenderer } = (await import(pathToFileURL(entry).href)) as {
    createRenderer: (options: { fetchApi: typeof fetch }) => TRenderPage;
  };
  return createRenderer({ fetchApi: inProcessFetch(app) });
};
