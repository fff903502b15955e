import type { es } from '../es/index.ts';
import { accounting } from './accounting.ts';
import { api } from './api.ts';
import { approvals } from './approvals.ts';
import { auctions } from './auctions.ts';
import { audit } from './audit.ts';
import { auth } from './auth.ts';
import { bids } from './bids.ts';
import { collections } from './collections.ts';
import { common } from './common.ts';
import { configData } from './config-data.ts';
import { contact } from './contact.ts';
import { deposits } from './deposits.ts';
import { exchangeRates } from './exchange-rates.ts';
import { fairPlay } from './fair-play.ts';
import { invoices } from './invoices.ts';
import { liveSales } from './live-sales.ts';
import { lots } from './lots.ts';
import { media } from './media.ts';
import { notifications } from './notifications.ts';
import { offers } from './offers.ts';
import { pages } from './pages.ts';
import { payments } from './payments.ts';
import { privacy } from './privacy.ts';
import { reports } from './reports.ts';
import { sales } from './sales.ts';
import { savedSearches } from './saved-searches.ts';
import { search } from './search.ts';
import { settlements } from './settlements.ts';
import { subscriptions } from './subscriptions.ts';
import { system } from './system.ts';
import { users } from './users.ts';
import { vat } from './vat.ts';
import { watchlist } from './watchlist.ts';
import { withdrawals } from './withdrawals.ts';

/** What the API and the forms say in English, with the Spanish catalogue's keys. */
export const en: typeof es = {
  common,
  api,
  auth,
  users,
  privacy,
  contact,
  notifications,
  watchlist,
  savedSearches,
  search,
  pages,
  system,
  vat,
  auctions,
  lots,
  bids,
  offers,
  sales,
  media,
  approvals,
  audit,
  payments,
  deposits,
  settlements,
  invoices,
  collections,
  withdrawals,
  reports,
  accounting,
  liveSales,
  fairPlay,
  subscriptions,
  configData,
  exchangeRates,
};
