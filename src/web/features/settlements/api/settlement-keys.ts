/** Query keys of everything after the hammer; mutations invalidate through these. */
export const settlementKeys = {
  all: ['settlements'] as const,
  mine: () => [...settlementKeys.all, 'mine'] as const,
  auction: (auctionId: number) => [...settlementKeys.all, 'auction', auctionId] as const,
  one: (id: number) => [...settlementKeys.all, 'one', id] as const,
};
