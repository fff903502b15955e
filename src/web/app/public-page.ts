import type { QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { TPageMeta, TPagePicture } from '@/common/rendered-page.ts';
import type { TImage } from '@/common/schemas/media.ts';

/** Where a page was reached: its route's parameters, its path and its query string. */
export type TPageMatch = { params: Params; pathname: string; searchParams: URLSearchParams };

/** Query options as the features' API files build them with `queryOptions()`. */
export type TPageQuery = { queryKey: QueryKey; queryFn?: unknown };

/** The data a query's options fetch. */
export type TDataOf<Q> = Q extends { queryFn?: infer F }
  ? Exclude<F, undefined | symbol> extends (...args: never[]) => infer R
    ? Awaited<R>
    : never
  : never;
type TDataOfEach<Q extends readonly unknown[]> = { -readonly [K in keyof Q]: TDataOf<Q[K]> };

/** Reads one query through the server's query client (the sitemap's lists). */
export type TReadQuery = <Q extends TPageQuery>(options: Q) => Promise<TDataOf<Q>>;

/**
 * Everything about one public page but its component: the router, the server renderer (entry-server.tsx),
 * the preloads and the sitemap all read it, so a page is declared once, in `routes/<page>.page.ts`
 * beside its component (docs/architecture.md, "A public page"). The methods are written as methods so
 * that a page with typed data still fits in the list of every page.
 */
export type TPublicPage<Q extends readonly TPageQuery[] = readonly TPageQuery[]> = {
  /** Its addresses, as React Router patterns from the site's root; one component renders them all. */
  paths: readonly string[];
  /** Its component's module, from src/web (the key of its code in Vite's manifest): `default` export. */
  module: string;
  /** Props for that component, when one component serves several pages (the info pages). */
  props?: Record<string, unknown>;
  /**
   * The API reads it shows first. The server fetches them, renders the page with them and sends them in
   * the page; the component reads the same options, so both agree. Parameters that cannot name a record
   * throw `NotFoundError` here, as the component does: the server answers 404.
   */
  queries(match: TPageMatch): Q;
  /** Its title, description, picture and structured data, from the data it was rendered with. */
  meta?(data: TDataOfEach<Q>, match: TPageMatch): TPageMeta | null;
  /** The picture it paints largest, from the same data: the server preloads it before the stylesheet. */
  picture?(data: TDataOfEach<Q>, match: TPageMatch): TPagePicture | null;
  /**
   * The addresses of its records for the sitemap, from the list queries it names. Pages whose paths have
   * no parameters are listed as they are, without one.
   */
  sitemap?(read: TReadQuery): Promise<string[]>;
};

/** Declares a page; only there so that TypeScript infers the types of its queries' data. */
export const publicPage = <const Q extends readonly TPageQuery[]>(page: TPublicPage<Q>) => page;

/** Every item of a paginated API list, reading its pages in parallel once the first tells the total. */
export const readAllPages = async <T extends { metadata: { total: number; limit: number } }>(
  readPage: (page: number) => Promise<T>,
): Promise<T[]> => {
  const first = await readPage(1);
  const pages = Math.ceil(first.metadata.total / first.metadata.limit);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => readPage(index + 2)),
  );
  return [first, ...rest];
};

/** Markdown as plain text of at most `max` characters, for descriptions. */
export const plainText = (text: string, max = 180) => {
  const clean = text
    .replace(/[*_#>`[\]()]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
};

/**
 * The large size of a record's first picture, for link previews. Pictures imported from the old site
 * exist in one size only (`url` and no `default`); a stored one too small to have a large size has none.
 */
export const previewImage = (images: TImage[]) => {
  const [first] = images;
  if (!first) return null;
  return first.big ?? (first.default ? null : first.url);
};
