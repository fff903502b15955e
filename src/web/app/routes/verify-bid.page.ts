import { messages } from '@/web/i18n/messages.ts';
import { publicPage } from '../public-page.ts';

/** `/verificar-puja`: anyone checks a bid receipt against the house's published key (docs/bid-receipts.md). */
export const verifyBidPage = publicPage({
  paths: ['/verificar-puja', '/en/verify-bid'],
  module: 'app/routes/verify-bid.tsx',
  queries: () => [],
  meta: () => ({
    title: messages.receipts.title,
    description: messages.receipts.metaDescription,
  }),
});
