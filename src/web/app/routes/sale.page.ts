import type { Params } from 'react-router';
import { getSaleQueryOptions } from '@/web/features/sales/api/get-sale.ts';
import { getSaleLotQueryOptions } from '@/web/features/sales/api/get-sale-lot.ts';
import { getSalesQueryOptions } from '@/web/features/sales/api/get-sales.ts';
import { requireId } from '@/web/lib/not-found.ts';
import { paths } from '@/web/lib/paths.ts';
import { plainText, previewImage, publicPage, readAllPages } from '../public-page.ts';

/** The sale, and the lot of it the address names if any; a 404 for ids that cannot be. */
export const saleIdsOf = (params: Params) => ({
  saleId: requireId(params.saleId),
  lotId: params.lotId === undefined ? undefined : requireId(params.lotId),
});

/** `/liquidaciones/{saleId}` and `/liquidaciones/{saleId}/{lotId}`: a sale, or one of its lots. */
export const salePage = publicPage({
  paths: [
    '/liquidaciones/:saleId',
    '/liquidaciones/:saleId/:lotId',
    '/en/sales/:saleId',
    '/en/sales/:saleId/:lotId',
  ],
  module: 'app/routes/sale.tsx',
  queries: ({ params }) => {
    const { saleId, lotId } = saleIdsOf(params);
    return [lotId === undefined ? getSaleQueryOptions(saleId) : getSaleLotQueryOptions(saleId, lotId)];
  },
  // A lot of a sale has no meta of its own: it is a part of the sale's page.
  meta: ([{ data }]) =>
    'lots' in data
      ? {
          title: data.sale.title,
          description: plainText(data.sale.description),
          image: previewImage(data.sale.images),
        }
      : null,
  // Every published sale.
  sitemap: async (read) =>
    (await readAllPages((page) => read(getSalesQueryOptions({ page })))).flatMap(({ data }) =>
      data.sales.map((sale) => paths.sale(sale.id)),
    ),
});
