import type { watchlist as es } from '../es/watchlist.ts';

export const watchlist: typeof es = {
  lotNotFound: 'The lot does not exist.',
  auctionNotFound: 'The auction does not exist.',
};
