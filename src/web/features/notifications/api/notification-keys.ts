/** Query keys of the notification choices; saving them or a browser's push subscription invalidates these. */
export const notificationKeys = {
  all: ['notifications'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};
