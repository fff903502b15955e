import type { TImage } from './schemas/media.ts';

/**
 * What the web app's server build (src/web/entry-server.tsx, built to dist/ssr) hands the server
 * (src/server/plugins/web.ts) about one public page. The server cannot import the web sources, so the
 * contract between the two lives here, the one place both may import.
 */

/** Title, description, picture and structured data, for crawlers and link previews. */
export type TPageMeta = { title: string; description: string; image?: string | null; jsonLd?: object };

/** The picture a page paints largest, preloaded with the same srcset and sizes as its `<img>`. */
export type TPagePicture = { image: TImage; sizes: string };

/**
 * One address rendered. `markup` goes inside `#root` and `state` (a `<script>` block) after it; without
 * `markup` the server sends the shell and the browser renders the page (the account, the back office, a
 * page whose data failed). `status` is 404 for an address or a record that does not exist. The rest is
 * known only for a public page: `module` is its code (a key of Vite's manifest), `data` the API addresses
 * it reads first, `meta` and `picture` come from the data it was rendered with.
 */
export type TRenderedPage = {
  status: number;
  markup?: string;
  state?: string;
  module?: string;
  data?: string[];
  meta?: TPageMeta | null;
  picture?: TPagePicture | null;
};

export type TPageRenderer = {
  render: (url: string) => Promise<TRenderedPage>;
  /** Every address the sitemap lists, paths from the site's root. */
  sitemap: () => Promise<string[]>;
};

/** The server build's one export. */
export type TCreateRenderer = (options: { fetchApi: typeof fetch }) => TPageRenderer;
