/** Query keys of live sales: the public state (with the viewer's place) and the auctioneer's console. */
export const liveSaleKeys = {
  sale: (auctionId: number) => ['live-sales', auctionId] as const,
  console: (auctionId: number) => ['admin', 'live-sales', auctionId] as const,
};
