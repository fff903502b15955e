/** What the API says about a bidder's watchlist, in Spanish. */
export const watchlist = {
  lotNotFound: 'El lote no existe.',
  auctionNotFound: 'La subasta no existe.',
};
