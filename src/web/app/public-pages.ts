import type { TPublicPage } from './public-page.ts';
import { aboutPage } from './routes/about.page.ts';
import { auctionPage } from './routes/auction.page.ts';
import { auctionsPage } from './routes/auctions.page.ts';
import { contactPage } from './routes/contact.page.ts';
import { homePage } from './routes/home.page.ts';
import { infoPages } from './routes/info/info.pages.ts';
import { lotPage } from './routes/lot.page.ts';
import { roomScreenPage } from './routes/room-screen.page.ts';
import { salePage } from './routes/sale.page.ts';
import { salesPage } from './routes/sales.page.ts';
import { searchPage } from './routes/search.page.ts';
import { verifyBidPage } from './routes/verify-bid.page.ts';

/**
 * Every public page: what anyone may read, rendered by the server into its HTML and listed in the
 * sitemap. Each is described once, in `routes/<page>.page.ts` beside its component.
 */
export const publicPages: TPublicPage[] = [
  homePage,
  auctionsPage,
  auctionPage,
  roomScreenPage,
  lotPage,
  aboutPage,
  ...infoPages,
  searchPage,
  contactPage,
  salesPage,
  salePage,
  verifyBidPage,
];
