/**
 * What a bidder can be told, and by which channel (issue #18). Each kind has a default per channel, used
 * until the user saves their own choice in /mi-cuenta/datos/notificaciones. These are service messages
 * about lots and auctions the user chose to take part in or follow, not marketing: they start on.
 */
export const notificationKinds = [
  'outbid',
  'bid-accepted',
  'closing-soon',
  'subscription-decided',
  'auction-opens',
  'lot-result',
  'payment-reminder',
  'saved-search',
] as const;
export type TNotificationKind = (typeof notificationKinds)[number];

export const notificationChannels = ['email', 'push'] as const;
export type TNotificationChannel = (typeof notificationChannels)[number];

export type TNotificationChoice = Record<TNotificationChannel, boolean>;

export const defaultNotificationChoices: Record<TNotificationKind, TNotificationChoice> = {
  outbid: { email: true, push: true },
  // The bid's confirmation, with the link to its signed receipt (docs/bid-receipts.md).
  'bid-accepted': { email: true, push: false },
  'closing-soon': { email: true, push: true },
  'subscription-decided': { email: true, push: true },
  'auction-opens': { email: true, push: true },
  'lot-result': { email: true, push: true },
  'payment-reminder': { email: true, push: false },
  'saved-search': { email: true, push: false },
};

/**
 * The least time between two messages of a kind to one user: outbids on several lots within a minute go in
 * one message, closing reminders of a staggered auction (a lot a minute) in one every ten minutes.
 */
export const coalesceSeconds: Record<TNotificationKind, number> = {
  outbid: 60,
  'bid-accepted': 60,
  'closing-soon': 600,
  'subscription-decided': 0,
  'auction-opens': 0,
  'lot-result': 0,
  'payment-reminder': 0,
  // Saved searches are checked on their own schedule (at once: every few minutes; daily: once a day).
  'saved-search': 0,
};
