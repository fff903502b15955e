import { bidSteps } from '@/common/bid-rules.ts';
import type { TBidRange, TSoftClose } from '@/common/schemas/config-data.ts';

/**
 * A bid is one statement: a call of the database's `place_bid_and_announce` (drizzle/0028). It runs
 * `place_bid` (drizzle/0020; 0028 took its NOTIFY out), which locks the lot, decides with the rules of
 * `src/common` written again in SQL (`bid-sql.test.ts` proves they agree), writes the bids, the lot, the
 * bidder's number and the live event, and returns the facts it decided on; then it commits and sends the
 * event's NOTIFY in a transaction of its own (a transaction that notifies holds a database-wide lock
 * through its commit's flush to disk). The lot's lock is held only while PostgreSQL runs it, never across a
 * round trip to this process.
 */

/** What the function read of the lot, auction, bidder and session, under the lot's lock, and what it did. */
export type TPlacedBid = {
  auction_id: number;
  price: number;
  max_bid: number | null;
  max_bidder_id: number | null;
  proxy_max: number | null;
  bids_count: number;
  status: string;
  published: boolean;
  start_ms: number | null;
  end_ms: number;
  auction_published: boolean;
  auction_status: string;
  auction_start_ms: number;
  accept_offers: boolean;
  caution: number | null;
  is_active: boolean;
  is_banned: boolean;
  is_bidding_blocked: boolean;
  subscription_status: 'pending' | 'accepted' | 'rejected' | null;
  deposit_paid: boolean | null;
  signed_in: boolean;
  my_number: number | null;
  leader_number: number | null;
  last_number: number | null;
  /** The database's clock when it took the lock, in epoch milliseconds: the bid's time. */
  now_ms: number;
  outcome: 'refused' | 'offer' | 'too-low' | 'max-not-raised' | 'max-raised' | 'accepted';
  /** The amount bid: the request's, or the minimum under the lock for "the next minimum, up to X". */
  placed_amount: string | number;
  /** The live event written for an accepted bid. */
  event: unknown;
  /** Why the bidder may not bid on this auction at all (fair-play/conflicts.ts), or null. */
  conflict: string | null;
};

const placeBidText = 'call place_bid_and_announce($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, null)';

/** The procedure's answer: place_bid's row as JSON, or null when there is no such lot. */
export type TPlacedBidCall = { placed: TPlacedBid | null };

export const placeBidStatement = (bid: {
  lotId: number;
  userId: number;
  sessionId: string | null;
  amount: number;
  maxAmount: number | null;
  upToAmount: number | null;
  ranges: readonly TBidRange[];
  softClose: TSoftClose;
}) => {
  const { thresholds, increments } = bidSteps(bid.ranges);
  const values: unknown[] = [
    bid.lotId,
    bid.userId,
    bid.sessionId,
    bid.amount,
    bid.maxAmount,
    bid.upToAmount,
    thresholds,
    increments,
    bid.softClose.windowSeconds,
    bid.softClose.extensionSeconds,
  ];
  return ['place_bid', placeBidText, values] as const;
};
