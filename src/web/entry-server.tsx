import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import type { TPageQueries } from './app/page-queries.ts';
import { Providers } from './app/providers.tsx';
import { routes, type TRouteHandle } from './app/router.tsx';
import { serverStateId, type TServerState } from './app/server-state.ts';
import { ApiError, setApiTransport } from './lib/api-client.ts';
import { setRenderedAt } from './lib/clock.ts';
import { NotFoundError } from './lib/not-found.ts';
import { createQueryClient } from './lib/query-client.ts';

/**
 * A public page rendered on the server: `markup` goes inside `#root`, `state` (a `<script>` block) after
 * it. Without `markup` the server sends the shell and the browser renders the page, as it does for the
 * account and the back office; `status` is 404 for an address or a record that does not exist.
 */
export type TRenderedPage = { status: number; markup?: string; state?: string };

/** JSON safe inside `<script>`: no `</script>` or `<!--` can close or bend the block. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const isNotFound = (error: unknown) =>
  error instanceof NotFoundError || (error instanceof ApiError && error.status === 404);

/** What the matched routes' pages read first (page-queries.ts). */
const queriesOf = (matches: StaticHandlerContext['matches'], { pathname, searchParams }: URL) =>
  matches.flatMap(
    ({ route, params }) =>
      (route.handle as TRouteHandle | undefined)?.queries?.({ params, pathname, searchParams }) ?? [],
  );

/**
 * Server-side rendering of the public pages (DESIGN §7: the page's content, its largest picture included,
 * paints from the HTML, before any script has arrived). `fetchApi` reaches the API in-process, anonymously:
 * the page is what any visitor sees, and the browser fetches a logged-in user's own view after taking over.
 */
export const createRenderer = ({ fetchApi }: { fetchApi: typeof fetch }) => {
  setApiTransport(fetchApi);
  const handler = createStaticHandler(routes);

  return async (url: string): Promise<TRenderedPage> => {
    const request = new Request(new URL(url, 'http://localhost'));
    const context = await handler.query(request);
    if (context instanceof Response) return { status: context.status };
    const leaf = context.matches.at(-1);
    if (!leaf || leaf.route.path === '*') return { status: 404 };
    let queries: ReturnType<TPageQueries>;
    try {
      queries = queriesOf(context.matches, new URL(request.url));
    } catch (error) {
      if (isNotFound(error)) return { status: 404 };
      throw error;
    }
    if (queries.length === 0) return { status: 200 };

    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    await Promise.all(queries.map((query) => queryClient.prefetchQuery(query)));
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.error)
      .find(Boolean);
    // A record that is not there is a 404 for crawlers too; another failure is the browser's to retry.
    if (failed) return { status: isNotFound(failed) ? 404 : 200 };

    const renderedAt = Date.now();
    // The render is synchronous, so the render time set for it cannot leak into another request's.
    setRenderedAt(renderedAt);
    try {
      const markup = renderToString(
        <StrictMode>
          <Providers client={queryClient}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </Providers>
        </StrictMode>,
      );
      const state: TServerState = { renderedAt, queries: dehydrate(queryClient) };
      return {
        status: 200,
        markup,
        state: `<script type="application/json" id="${serverStateId}">${scriptJson(state)}</script>`,
      };
    } catch (error) {
      if (isNotFound(error)) return { status: 404 };
      throw error;
    } finally {
      setRenderedAt(null);
      queryClient.clear();
    }
  };
};
