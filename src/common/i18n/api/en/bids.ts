import { formatCents } from '../../../format.ts';
import type { bids as es } from '../es/bids.ts';

export const bids: typeof es = {
  amountNotPositive: 'The amount must be greater than zero.',
  maxAmountNotPositive: 'The maximum bid must be greater than zero.',
  upToAmountNotPositive: 'The limit must be greater than zero.',
  maxAmountBelowAmount: 'The maximum bid cannot be lower than the bid.',
  upToAmountBelowAmount: 'The limit cannot be lower than the bid.',
  belowMinimum: (minimum: number) => `The minimum bid is now ${formatCents(minimum, 'en')}.`,
  belowMinimumField: 'The bid is below the minimum.',
  signInToBid: 'Please sign in.',
  accountBanned: 'Your account is blocked. If you believe this is a mistake, please contact us.',
  accountNotActive: 'Your account has not been activated yet.',
  overdueSettlement:
    'You cannot bid while you have an overdue unpaid settlement. Please pay it from “My won lots”, or write to us if you believe this is a mistake.',
  notSubscribed: 'To bid, you must register for the auction.',
  subscriptionPending: 'Your registration is awaiting approval. We will let you know by e-mail.',
  subscriptionRejected: 'Your registration for this auction was not accepted.',
  depositNotReceived:
    'We have not received your deposit yet. You will be able to bid as soon as we confirm it.',
  auctionClosed: 'The auction has closed.',
  lotClosed: 'The lot has closed: it takes no more bids.',
  lotNotOpenYet: 'The lot is not open for bidding yet.',
  maxNotRaised: 'You are already leading with an equal or higher maximum bid: you can only raise it.',
  maxNotRaisedField: 'Your new maximum bid must exceed the current one.',
  leading: 'Bid accepted. You are leading.',
  outbid: 'Your bid has been recorded, but another bidder had a higher maximum bid. You have been outbid.',
  offerRecorded:
    'We have recorded your offer below the starting price. We will consider it when the lot closes.',
  maxRaised: 'You have raised your maximum bid. You are still leading.',
  bidNotFound: 'This bid does not exist.',
  bidNotFoundOrNotYours: 'This bid does not exist or is not yours.',
  receiptSignatureMissing: "The link's signature (t) is missing.",
  receiptLinkInvalid: 'The receipt link is not valid.',
  chainBrokenAt: (bidId: number, position: number) =>
    `Bid ${bidId} (number ${position} on the lot) does not follow from the one before: its details (amount, maximum, bidder or time) were altered, or an earlier bid is missing or out of order.`,
  chainHeadBroken:
    "The head of the lot's chain is not its last link: the last bid is missing or the head was altered.",
};
