import type { TDepositStatus } from '../../../deposit-statuses.ts';
import type { deposits as es } from '../es/deposits.ts';

const states: Record<TDepositStatus, string> = {
  pending: 'awaiting receipt',
  received: 'received',
  applied: 'applied to the settlement',
  'refund-due': 'awaiting refund',
  refunded: 'refunded',
  forfeited: 'forfeited',
};

export const deposits: typeof es = {
  awaitingIbanInvalid: 'awaitingIban: true or false.',
  overdueInvalid: 'overdue is true or false.',
  lateReasonTooShort: 'Please give the reason for the late receipt (at least 5 characters).',
  lateReasonMissing: 'Please give the reason for the late receipt.',
  reasonMissing: 'Please give the reason.',
  reasonTooShort: 'Please give the reason (at least 5 characters).',
  reasonTooLong: 'The reason cannot exceed 500 characters.',
  noteTooLong: 'The note cannot exceed 500 characters.',
  idsMissing: 'Indicate the subscriptions whose deposit has been received.',
  idsEmpty: 'Select at least one deposit.',
  idsTooMany: 'At most 200 deposits at a time.',
  subscriptionNotFound: 'The subscription does not exist.',
  subscriptionsNotFound: (ids) => `Subscription ${ids} does not exist: no deposit has been marked.`,
  noDeposit: 'This auction does not require a deposit.',
  cannotMove: (from, to) => `The deposit is ${states[from]}: it cannot become ${states[to]}.`,
  lateReceiptNeeded: (auctionTitle) =>
    `the auction “${auctionTitle}” has already closed: mark it as a late receipt and give the reason`,
  refundIbanMissing:
    'The bidder has not yet given the IBAN to which the deposit should be refunded: they have been asked by e-mail and in “My auctions”. You can mark it refunded once they give it.',
  forfeitNeedsOpenSettlement:
    'Only the deposit of a winning bidder whose settlement is open can be forfeited.',
  forfeitAfterPayment:
    'The winning bidder has already paid part: record the refund before forfeiting the deposit.',
  bulkRefused: (refusals) =>
    `No deposit has been marked as received. These cannot become received: ${refusals.join('; ')}.`,
  bulkBidder: (bidder, auctionTitle) => `${bidder} in “${auctionTitle}”`,
  bulkNoDeposit: (who) => `${who}: the auction does not require a deposit`,
  bulkInState: (who, status) => `${who}: it is ${states[status]}`,
};
