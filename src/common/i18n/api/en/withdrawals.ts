import type { withdrawals as es } from '../es/withdrawals.ts';

export const withdrawals: typeof es = {
  consumerNameMissing: 'Please enter your full name.',
  consumerNameTooLong: 'The name cannot exceed 200 characters.',
  consumerAddressMissing: 'Please enter your address.',
  consumerAddressTooLong: 'The address cannot exceed 300 characters.',
  alreadyWithdrawn: 'You have already withdrawn from the purchase of this lot.',
  professionalsOnly: 'The auction was for professionals only: there is no right of withdrawal.',
  goodsExcluded: (reason) => `These goods carry no right of withdrawal${reason ? `: ${reason}` : '.'}`,
  boughtAsCompany: 'You bought as a business: the right of withdrawal belongs to consumers only.',
  notCollectedYet: 'The 14-day period starts when you collect the lot: no hand-over is recorded yet.',
  periodOver: 'The 14 days since the hand-over have passed: the withdrawal period has ended.',
  notFound: 'The withdrawal does not exist.',
  awardNotFound: 'The award does not exist.',
  purchaseCancelled: 'This purchase has already been cancelled: there is nothing to withdraw from.',
  relistOnlyAuctionLots: 'Only auction lots can be offered at auction again.',
  alreadyRelisted: (lotId) => `The lot has already been offered at auction again (lot ${lotId}).`,
  auctionNotFound: 'The auction does not exist.',
  relistAuctionClosed: 'Choose an open auction: this one has already ended.',
  relistAuctionClosedField: 'Choose an open auction.',
};
