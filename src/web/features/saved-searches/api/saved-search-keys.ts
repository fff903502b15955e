/** Query keys of the saved searches; saving, changing or deleting one invalidates these. */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: () => [...savedSearchKeys.all, 'list'] as const,
};
