import type { FastifyInstance } from 'fastify';
import { accountingModule } from './modules/accounting/accounting.module.ts';
import { approvalsModule } from './modules/approvals/approvals.module.ts';
import { auctionsModule } from './modules/auctions/auctions.module.ts';
import { auditModule } from './modules/audit/audit.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { bidsModule } from './modules/bids/bids.module.ts';
import { collectionsModule } from './modules/collections/collections.module.ts';
import { configDataModule } from './modules/config-data/config-data.module.ts';
import { contactModule } from './modules/contact/contact.module.ts';
import { depositsModule } from './modules/deposits/deposits.module.ts';
import { settleAuctionDeposits } from './modules/deposits/deposits.service.ts';
import { exchangeRatesModule } from './modules/exchange-rates/exchange-rates.module.ts';
import { fairPlayModule } from './modules/fair-play/fair-play.module.ts';
import { invoicesModule } from './modules/invoices/invoices.module.ts';
import { liveSalesModule } from './modules/live-sales/live-sales.module.ts';
import { lotsModule } from './modules/lots/lots.module.ts';
import { mediaModule } from './modules/media/media.module.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';
import { offersModule } from './modules/offers/offers.module.ts';
import { pagesModule } from './modules/pages/pages.module.ts';
import { paymentsModule } from './modules/payments/payments.module.ts';
import { privacyModule } from './modules/privacy/privacy.module.ts';
import { referenceModule } from './modules/reference/reference.module.ts';
import { reportsModule } from './modules/reports/reports.module.ts';
import { salesModule } from './modules/sales/sales.module.ts';
import { savedSearchesModule } from './modules/saved-searches/saved-searches.module.ts';
import { searchModule } from './modules/search/search.module.ts';
import { settlementsModule } from './modules/settlements/settlements.module.ts';
import { subscriptionsModule } from './modules/subscriptions/subscriptions.module.ts';
import { systemModule } from './modules/system/system.module.ts';
import { usersModule } from './modules/users/users.module.ts';
import { vatModule } from './modules/vat/vat.module.ts';
import { watchlistModule } from './modules/watchlist/watchlist.module.ts';
import { withdrawalsModule } from './modules/withdrawals/withdrawals.module.ts';

/**
 * The modules (docs/architecture.md, "Modules"), each one plugin with its routes, full URLs written in its
 * routes files, its job handlers and its timers. Their order is only the OpenAPI document's.
 */
export const modules = [
  // The house and its visitors' accounts.
  [systemModule, authModule, vatModule, referenceModule, configDataModule, exchangeRatesModule],
  [usersModule, privacyModule],
  // Selling: auctions, lots, bids, direct sales, and what bidders follow.
  [auctionsModule, lotsModule, bidsModule, subscriptionsModule, watchlistModule, liveSalesModule],
  [notificationsModule, savedSearchesModule, mediaModule, salesModule, offersModule, searchModule],
  [pagesModule, contactModule, withdrawalsModule],
  // After the hammer, and the back office's oversight.
  [settlementsWithDeposits, invoicesModule, paymentsModule, depositsModule, collectionsModule],
  [reportsModule, accountingModule, auditModule, approvalsModule, fairPlayModule],
].flat();

/** Settling an auction moves its deposits first (docs/after-the-hammer.md); the one step a module is handed. */
function settlementsWithDeposits(app: FastifyInstance) {
  return settlementsModule(app, { settleDeposits: settleAuctionDeposits });
}
