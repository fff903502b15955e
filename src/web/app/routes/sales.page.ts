import { getSalesQueryOptions, type TSalesQuery } from '@/web/features/sales/api/get-sales.ts';
import { messages } from '@/web/i18n/messages.ts';
import { pathIn } from '@/web/lib/paths.ts';
import { publicPage } from '../public-page.ts';

/** The sections' addresses (in Spanish: the English ones are their translations). */
const kindOf: Record<string, TSalesQuery['kind']> = {
  '/liquidaciones/industriales': 'industrial',
  '/liquidaciones/inmobiliarias': 'real-estate',
};

/** The section (by path) and page (in the URL) of the list. */
export const salesListOf = (pathname: string, params: URLSearchParams): TSalesQuery => ({
  page: Math.max(1, Number(params.get('pagina')) || 1),
  kind: kindOf[pathIn('es', pathname)],
});

/** `/liquidaciones`, `/liquidaciones/industriales` and `/liquidaciones/inmobiliarias`. */
export const salesPage = publicPage({
  paths: [
    '/liquidaciones',
    '/liquidaciones/industriales',
    '/liquidaciones/inmobiliarias',
    '/en/sales',
    '/en/sales/industrial',
    '/en/sales/real-estate',
  ],
  module: 'app/routes/sales.tsx',
  queries: ({ pathname, searchParams }) => [getSalesQueryOptions(salesListOf(pathname, searchParams))],
  meta: (_, { pathname }) =>
    pathIn('es', pathname) === '/liquidaciones'
      ? { title: messages.sales.title, description: messages.sales.metaDescription }
      : null,
});
