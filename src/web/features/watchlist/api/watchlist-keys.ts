/** Query keys of the watchlist; following or unfollowing invalidates through these. */
export const watchlistKeys = {
  all: ['watchlist'] as const,
  ids: () => [...watchlistKeys.all, 'ids'] as const,
  lots: () => [...watchlistKeys.all, 'lots'] as const,
};
