import { minimumNextBid, softCloseEnd } from '@/common/bid-rules.ts';
import { apiText } from '@/common/i18n/api/index.ts';
import { resolveBid, type TBidOutcome } from '@/common/proxy-bidding.ts';
import type { TLiveBidEvent, TPlaceBidResponse } from '@/common/schemas/bids.ts';
import type { TBidRange, TSoftClose } from '@/common/schemas/config-data.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { pseudonym } from '../catalogue/leaders.ts';
import { conflictError } from '../fair-play/conflicts.ts';
import type { TPlacedBid } from './bid-statements.ts';
import { assertLotOpen, assertMayBid } from './bidding-rules.ts';

type TResult = TPlaceBidResponse['data'];

const t = apiText.bids;

/** What the rules of `src/common` make of a bid, given the facts the database locked and read. */
export type TBidAnswer =
  | { outcome: 'refused' | 'too-low' | 'max-not-raised'; error: AppError }
  | { outcome: 'offer' | 'max-raised' | 'accepted'; result: TResult; amount: number; event?: TLiveBidEvent };

export const tooLow = (minimum: number) =>
  new AppError('CONFLICT', t.belowMinimum(minimum), {
    minimum,
    fields: { amount: t.belowMinimumField },
  });

/** Whether the bidder may bid on this lot now; the reason as the error they are shown. */
const refusalOf = (row: TPlacedBid, now: Date): AppError | null => {
  try {
    if (!row.signed_in) throw new AppError('UNAUTHENTICATED', t.signInToBid);
    if (row.is_banned) throw new AppError('ACCOUNT_BANNED', t.accountBanned);
    if (row.conflict) throw conflictError(row.conflict, 'pujar');
    assertMayBid({
      isActive: row.is_active,
      isBiddingBlocked: row.is_bidding_blocked,
      subscriptionStatus: row.subscription_status,
      depositPaid: row.deposit_paid,
      caution: row.caution,
    });
    assertLotOpen({
      lot: {
        published: row.published,
        status: row.status,
        startDate: row.start_ms === null ? null : new Date(row.start_ms),
        endDate: new Date(row.end_ms),
      },
      auction: {
        published: row.auction_published,
        status: row.auction_status,
        startDate: new Date(row.auction_start_ms),
      },
      now,
    });
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
};

type TLotFacts = { price: number; maxBid: number | null; bidsCount: number; endDate: Date };
type TLotState = (fields: Partial<TResult['lot']>) => TResult['lot'];

/** The lot as the bidder's answer shows it: as it was, with what the bid changed. */
const lotStateOf =
  (lotId: number, lot: TLotFacts, ranges: readonly TBidRange[]): TLotState =>
  (fields) => ({
    id: lotId,
    maxBid: lot.maxBid,
    minimumBid: minimumNextBid(lot, ranges),
    bidsCount: lot.bidsCount,
    endDate: lot.endDate.toISOString(),
    leads: false,
    myMaximum: null,
    ...fields,
  });

const maxNotRaised = () =>
  new AppError('BUSINESS_RULE', t.maxNotRaised, {
    fields: { maxAmount: t.maxNotRaisedField },
  });

/** An accepted bid: the live event everyone watching gets, and whether the bidder leads or was outbid. */
const acceptedAnswer = ({
  row,
  userId,
  lotId,
  amount,
  lot,
  outcome,
  ranges,
  softClose,
  now,
  lotState,
}: {
  row: TPlacedBid;
  userId: number;
  lotId: number;
  amount: number;
  lot: TLotFacts;
  outcome: Extract<TBidOutcome, { kind: 'accepted' }>;
  ranges: readonly TBidRange[];
  softClose: TSoftClose;
  now: Date;
  lotState: TLotState;
}): TBidAnswer => {
  const leaderId = outcome.state.leaderId!;
  const maxBid = outcome.state.maxBid!;
  const endDate = softCloseEnd(lot.endDate, now, softClose);
  const bidsCount = lot.bidsCount + outcome.rows.length;
  // A first bid gives the bidder the next number on the lot ("Pujador N").
  const myNumber = row.my_number ?? (row.last_number ?? 0) + 1;
  const leaderNumber = leaderId === userId ? myNumber : (row.leader_number ?? 0);
  const minimumBid = minimumNextBid({ price: lot.price, maxBid }, ranges);
  const event: TLiveBidEvent = {
    lotId,
    amount: maxBid,
    bidder: pseudonym(leaderNumber),
    bidsCount,
    minimumBid,
    endDate: endDate.toISOString(),
  };
  const leads = outcome.leads;
  return {
    outcome: 'accepted',
    amount,
    event,
    result: {
      result: leads ? 'leading' : 'outbid',
      message: leads ? t.leading : t.outbid,
      lot: lotState({
        maxBid,
        minimumBid,
        bidsCount,
        endDate: event.endDate,
        leads,
        myMaximum: leads ? outcome.state.proxyMax : null,
      }),
    },
  };
};

/**
 * The answer to a bid (docs/product.md#bids), from the facts `place_bid` decided on: the same rules the browser runs,
 * so the bidder's answer, the live event and what the database wrote can be checked against each other.
 */
export const answerBid = (
  row: TPlacedBid,
  bid: { lotId: number; userId: number; amount: number; maxAmount: number | null; upToAmount: number | null },
  ranges: readonly TBidRange[],
  softClose: TSoftClose,
): TBidAnswer => {
  const { lotId, userId, maxAmount, upToAmount } = bid;
  const now = new Date(row.now_ms);
  const refusal = refusalOf(row, now);
  if (refusal) return { outcome: 'refused', error: refusal };
  let amount = bid.amount;
  const lot = {
    price: row.price,
    maxBid: row.max_bid,
    bidsCount: row.bids_count,
    endDate: new Date(row.end_ms),
  };
  const lotState = lotStateOf(lotId, lot, ranges);

  // With offers allowed, an opening bid under the starting price is an offer for the admin to weigh.
  if (row.accept_offers && lot.maxBid === null && amount < lot.price) {
    return {
      outcome: 'offer',
      amount,
      result: {
        result: 'offer',
        message: t.offerRecorded,
        lot: lotState({ minimumBid: lot.price }),
      },
    };
  }

  const state = {
    price: lot.price,
    maxBid: lot.maxBid,
    leaderId: row.max_bidder_id,
    proxyMax: row.proxy_max,
  };
  // Someone bid between the bidder reading the minimum and the lock: within their limit, the bid follows
  // the minimum of now rather than being refused.
  if (upToAmount !== null && row.max_bidder_id !== userId) {
    const minimum = minimumNextBid(state, ranges);
    if (minimum > amount && minimum <= upToAmount) amount = minimum;
  }
  const outcome = resolveBid(state, { userId, amount, maxAmount }, ranges);
  if (outcome.kind === 'too-low') return { outcome: 'too-low', error: tooLow(outcome.minimum) };
  if (outcome.kind === 'max-not-raised') {
    return { outcome: 'max-not-raised', error: maxNotRaised() };
  }
  if (outcome.kind === 'max-raised') {
    return {
      outcome: 'max-raised',
      amount,
      result: {
        result: 'max-raised',
        message: t.maxRaised,
        lot: lotState({ leads: true, myMaximum: outcome.state.proxyMax }),
      },
    };
  }

  return acceptedAnswer({ row, userId, lotId, amount, lot, outcome, ranges, softClose, now, lotState });
};
