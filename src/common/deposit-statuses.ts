/**
 * Where a subscription's deposit (`caution`) is: awaited, received, then applied to the winner's
 * settlement, owed back to a non-winner (then refunded), or kept when a winner does not pay
 * (docs/after-the-hammer.md). A module of its own, so the message catalogue can name the states without
 * importing the schemas that read it.
 */
export const depositStatuses = [
  'pending',
  'received',
  'applied',
  'refund-due',
  'refunded',
  'forfeited',
] as const;
export type TDepositStatus = (typeof depositStatuses)[number];
