import { dehydrate, type FetchQueryOptions, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { defaultLanguage, type TLanguage } from '@/common/language.ts';
import { languageOfPath } from '@/common/localized-paths.ts';
import type { TCreateRenderer, TRenderedPage } from '@/common/rendered-page.ts';
import { Providers } from './app/providers.tsx';
import type { TPageQuery, TReadQuery } from './app/public-page.ts';
import { publicPages } from './app/public-pages.ts';
import { routes, type TRouteHandle } from './app/router.tsx';
import { serverStateId, type TServerState } from './app/server-state.ts';
import { en } from './i18n/en.ts';
import { setLanguage } from './i18n/language.ts';
import { addCatalogue } from './i18n/messages.ts';
import { ApiError, setApiTransport } from './lib/api-client.ts';
import { setRenderedAt } from './lib/clock.ts';
import { NotFoundError } from './lib/not-found.ts';
import { createQueryClient } from './lib/query-client.ts';

// The server renders either language, so it holds both catalogues from the start.
addCatalogue('en', en);
/** JSON safe inside `<script>`: no `</script>` or `<!--` can close or bend the block. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const orNull = <T,>(compute: () => T | null | undefined): T | null => {
  try {
    return compute() ?? null;
  } catch {
    return null;
  }
};

const isNotFound = (error: unknown) =>
  error instanceof NotFoundError || (error instanceof ApiError && error.status === 404);

/** `compute` run in `language`: the page's own code reads the catalogue and the addresses in it. */
const inLanguage = <T,>(language: TLanguage, compute: () => T): T => {
  setLanguage(language);
  try {
    return compute();
  } finally {
    setLanguage(defaultLanguage);
  }
};

type TPage = NonNullable<TRouteHandle['page']>;

/** The page's queries for this address; null when the address names what cannot exist (a 404). */
const queriesOf = (page: TPage, match: Parameters<TPage['queries']>[0]): readonly TPageQuery[] | null => {
  try {
    return page.queries(match);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
};

/** One per render: nothing read for one page, or one visitor, is kept for the next. */
const newQueryClient = () => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return queryClient;
};

type TStaticHandler = ReturnType<typeof createStaticHandler>;
type TStaticContext = Exclude<Awaited<ReturnType<TStaticHandler['query']>>, Response>;
type TPageMatch = Parameters<TPage['queries']>[0];

/** The page's HTML from the answers already in `queryClient`: nothing is fetched while rendering. */
const renderMarkup = (queryClient: QueryClient, handler: TStaticHandler, context: TStaticContext) =>
  renderToString(
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

/** A public page the address names, with what its queries and render need. */
type TMatchedPage = { context: TStaticContext; page: TPage; match: TPageMatch; language: TLanguage };

/**
 * The one match of the address against the routes, its page's descriptor with it; or the status to answer
 * with when there is no public page to render there.
 */
const matchPage = async (handler: TStaticHandler, url: string): Promise<TMatchedPage | TRenderedPage> => {
  const request = new Request(new URL(url, 'http://localhost'));
  const context = await handler.query(request);
  if (context instanceof Response) return { status: context.status };
  const leaf = context.matches.at(-1);
  if (!leaf || leaf.route.path === '*') return { status: 404 };
  const page = (leaf.route.handle as TRouteHandle | undefined)?.page;
  // The account and the back office: rendered in the browser, for the visitor who is logged in.
  if (!page) return { status: 200 };
  const { pathname, searchParams } = new URL(request.url);
  return {
    context,
    page,
    match: { params: leaf.params, pathname, searchParams },
    language: languageOfPath(pathname),
  };
};

/** The first query of the render that failed, if one did. */
const firstFailure = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state.error)
    .find(Boolean);

/** The page's code: its module and the API addresses its queries read, for the browser to take over. */
type TPageCode = Pick<TRenderedPage, 'module' | 'data'>;

/**
 * The page rendered from its answers, with its state, meta and picture; a 404 when rendering finds the
 * record missing.
 */
const renderAnswered = (
  queryClient: QueryClient,
  handler: TStaticHandler,
  { context, page, match, language }: TMatchedPage,
  queries: readonly TPageQuery[],
  code: TPageCode,
): TRenderedPage => {
  const renderedAt = Date.now();
  // The render is synchronous, so the render time and language set for it cannot leak into another
  // request's.
  setRenderedAt(renderedAt);
  setLanguage(language);
  try {
    const markup = renderMarkup(queryClient, handler, context);
    const state: TServerState = { renderedAt, queries: dehydrate(queryClient) };
    // Meta and picture from the answers the page was rendered with: the API is read once per page.
    const answers = queries.map((query) => queryClient.getQueryData(query.queryKey)) as never;
    return {
      status: 200,
      markup,
      state: `<script type="application/json" id="${serverStateId}">${scriptJson(state)}</script>`,
      ...code,
      // Either missing costs a preview or a head start, never the page.
      meta: orNull(() => page.meta?.(answers, match)),
      picture: orNull(() => page.picture?.(answers, match)),
    };
  } catch (error) {
    if (isNotFound(error)) return { status: 404, ...code };
    throw error;
  } finally {
    setRenderedAt(null);
    setLanguage(defaultLanguage);
    queryClient.clear();
  }
};

/** The sitemap: every public page without parameters, and the records each page's lists name. */
const sitemap = async () => {
  const queryClient = newQueryClient();
  const read: TReadQuery = (options) => queryClient.fetchQuery(options as FetchQueryOptions) as never;
  try {
    const lists = await Promise.all(
      publicPages.map(async (page) => [
        ...page.paths.filter((path) => !path.includes(':')),
        ...((await page.sitemap?.(read)) ?? []),
      ]),
    );
    return lists.flat();
  } finally {
    queryClient.clear();
  }
};

/**
 * Server-side rendering of the public pages (docs/product.md#page-budget: the page's content, its largest picture included,
 * paints from the HTML, before any script has arrived). `fetchApi` reaches the API in-process, anonymously:
 * the page is what any visitor sees, and the browser fetches a logged-in user's own view after taking over.
 */
export const createRenderer: TCreateRenderer = ({ fetchApi }) => {
  /** Where the render in progress records the API addresses its queries request, while it starts them. */
  let requested: string[] | null = null;
  setApiTransport((input, init) => {
    requested?.push(String(input));
    return fetchApi(input, init);
  });
  const handler = createStaticHandler(routes);

  /** Starts the page's queries and waits for them; returns the API addresses they requested. */
  const prefetch = async (queryClient: QueryClient, queries: readonly TPageQuery[]) => {
    const data: string[] = [];
    let fetching: Promise<void>[];
    // A query calls the API as it starts, before its first await, so the calls made during this loop are
    // this page's, whatever other page is rendering meanwhile.
    requested = data;
    try {
      fetching = queries.map((query) => queryClient.prefetchQuery(query as FetchQueryOptions));
    } finally {
      requested = null;
    }
    await Promise.all(fetching);
    return data;
  };

  const render = async (url: string): Promise<TRenderedPage> => {
    const matched = await matchPage(handler, url);
    if ('status' in matched) return matched;
    const queries = inLanguage(matched.language, () => queriesOf(matched.page, matched.match));
    if (!queries) return { status: 404 };

    const queryClient = newQueryClient();
    const code = { module: matched.page.module, data: await prefetch(queryClient, queries) };
    const failed = firstFailure(queryClient);
    // A record that is not there is a 404 for crawlers too; another failure is the browser's to retry.
    if (failed) {
      queryClient.clear();
      return { status: isNotFound(failed) ? 404 : 200, ...code };
    }
    return renderAnswered(queryClient, handler, matched, queries, code);
  };

  return { render, sitemap };
};
