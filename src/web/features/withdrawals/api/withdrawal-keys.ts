/** Query keys of withdrawals: the buyer's own, and the back office's list. */
export const withdrawalKeys = {
  all: ['withdrawals'] as const,
  mine: () => [...withdrawalKeys.all, 'mine'] as const,
  admin: () => [...withdrawalKeys.all, 'admin'] as const,
};
