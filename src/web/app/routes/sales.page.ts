import { getSalesQueryOptions, type TSalesQuery } from '@/web/features/sales/api/get-sales.ts';
import { messages } from '@/web/i18n/messages.ts';
import { paths } from '@/web/lib/paths.ts';
import { publicPage } from '../public-page.ts';

/** The section (by path) and page (in the URL) of the list. */
export const salesListOf = (pathname: string, params: URLSearchParams): TSalesQuery => ({
  page: Math.max(1, Number(params.get('pagina')) || 1),
  kind:
    pathname === paths.industrialSales()
      ? 'industrial'
      : pathname === paths.realEstateSales()
        ? 'real-estate'
        : undefined,
});

/** `/liquidaciones`, `/liquidaciones/industriales` and `/liquidaciones/inmobiliarias`. */
export const salesPage = publicPage({
  paths: ['/liquidaciones', '/liquidaciones/industriales', '/liquidaciones/inmobiliarias'],
  module: 'app/routes/sales.tsx',
  queries: ({ pathname, searchParams }) => [getSalesQueryOptions(salesListOf(pathname, searchParams))],
  meta: (_, { pathname }) =>
    pathname === paths.sales()
      ? {
          title: messages.sales.title,
          description: messages.sales.metaDescription,
        }
      : null,
});
