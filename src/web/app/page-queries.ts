import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';

type TPageQuery = FetchQueryOptions<unknown, Error, unknown, QueryKey>;

/**
 * The API reads a page shows first, exported by its route module as `queries`: the server fetches them
 * and renders the page into the HTML it sends (entry-server.tsx), and the browser takes over that markup
 * with the same data. The page's component reads them through the same query options, so both agree.
 * Routes that export none (the account, the back office) are rendered in the browser only. Parameters
 * that cannot name a record throw `NotFoundError`, as the page itself does: the server answers 404.
 */
export type TPageQueries = (match: {
  params: Params;
  pathname: string;
  searchParams: URLSearchParams;
}) => TPageQuery[];

/** Query options of any data type, as the list a page returns. */
export const pageQuery = <T extends object>(options: T) => options as unknown as TPageQuery;
