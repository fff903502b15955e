import { getPageQueryOptions } from '@/web/features/pages/api/get-page.ts';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { productSlug } from '@/web/lib/paths.ts';
import { publicPage } from '../public-page.ts';

/** The stored page an address names: the about page itself, or another by its slug; a 404 for a bad slug. */
export const aboutSlugOf = (pageId: string | undefined) => {
  if (pageId !== undefined && !/^[a-z0-9-]{1,80}$/.test(pageId)) throw new NotFoundError(pageId);
  return pageId ?? 'acerca-de';
};

/** `/acerca-de-lonja` and `/acerca-de-lonja/{pageId}`. */
export const aboutPage = publicPage({
  paths: [
    `/acerca-de-${productSlug}`,
    `/acerca-de-${productSlug}/:pageId`,
    `/en/about-${productSlug}`,
    `/en/about-${productSlug}/:pageId`,
  ],
  module: 'app/routes/about.tsx',
  queries: ({ params }) => [getPageQueryOptions(aboutSlugOf(params.pageId), 'es')],
});
