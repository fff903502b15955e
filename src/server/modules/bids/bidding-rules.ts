import { apiText } from '@/common/i18n/api/index.ts';
import { AppError } from '@/server/lib/app-error.ts';

const t = apiText.bids;

const refuse = (message: string) => new AppError('BUSINESS_RULE', message);

/**
 * Who may bid on an auction (docs/product.md#bids). The facts come from the statement that locks the lot
 * (bids.service.ts), so they are the database's, not a cached copy's.
 */
export const assertMayBid = (bidder: {
  isActive: boolean;
  isBiddingBlocked: boolean;
  subscriptionStatus: 'pending' | 'accepted' | 'rejected' | null;
  depositPaid: boolean | null;
  caution: number | null;
}) => {
  if (!bidder.isActive) throw refuse(t.accountNotActive);
  if (bidder.isBiddingBlocked) throw refuse(t.overdueSettlement);
  if (bidder.subscriptionStatus === null) throw refuse(t.notSubscribed);
  if (bidder.subscriptionStatus === 'pending') throw refuse(t.subscriptionPending);
  if (bidder.subscriptionStatus === 'rejected') throw refuse(t.subscriptionRejected);
  if (bidder.caution !== null && !bidder.depositPaid) {
    throw refuse(t.depositNotReceived);
  }
};

/** The lot must be published, in a published open auction, and inside its bidding window. */
export const assertLotOpen = (options: {
  lot: { published: boolean; status: string; startDate: Date | null; endDate: Date };
  auction: { published: boolean; status: string; startDate: Date };
  now: Date;
}) => {
  const { lot, auction, now } = options;
  if (!lot.published || !auction.published)
    throw new AppError('NOT_FOUND', apiText.lots.notFoundOrUnpublished);
  if (auction.status !== 'open') throw refuse(t.auctionClosed);
  if (lot.status !== 'open' || lot.endDate <= now) throw refuse(t.lotClosed);
  if ((lot.startDate ?? auction.startDate) > now) throw refuse(t.lotNotOpenYet);
};
