import { publicPage } from '../public-page.ts';

/** `/verificar-puja`: anyone checks a bid receipt against the house's published key (docs/bid-receipts.md). */
export const verifyBidPage = publicPage({
  paths: ['/verificar-puja'],
  module: 'app/routes/verify-bid.tsx',
  queries: () => [],
  meta: () => ({
    title: 'Comprobar un recibo de puja',
    description:
      'Comprueba en tu navegador que un recibo de puja está firmado por la casa y encadenado a su lote.',
  }),
});
