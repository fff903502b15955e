import { bidSteps } from '@/common/bid-rules.ts';
import type { TBidRange, TSoftClose } from '@/common/schemas/config-data.ts';

/**
 * A bid is placed by one statement, shared with the bids that reach the instance at the same time
 * (bid-batches.ts): a call of the database's `place_bids_and_announce` (drizzle/0061). For each bid it runs
 * `place_bid` (drizzle/0020; 0028 took its NOTIFY out), which locks the lot, decides with the rules of
 * `src/common` written again in SQL (`bid-sql.test.ts` proves they agree), writes the bids, the lot, the
 * bidder's number and the live event, and returns the facts it decided on; then it commits and sends the
 * events' NOTIFY in a transaction of its own (a transaction that notifies holds a database-wide lock
 * through its commit's flush to disk). The lots' locks are held only while PostgreSQL runs it, never across
 * a round trip to this process.
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

const placeBidsText = 'call place_bids_and_announce($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, null)';

/** One bid as the statement takes it. */
export type TBidCall = {
  lotId: number;
  userId: number;
  sessionId: string | null;
  amount: number;
  maxAmount: number | null;
  upToAmount: number | null;
  ranges: readonly TBidRange[];
  softClose: TSoftClose;
};

/**
 * The procedure's answer, one element a bid in the order sent: place_bid's row, null when there is no such
 * lot, or `retry` when the bid was not placed because another transaction held its lot (drizzle/0061).
 */
export type TPlacedBids = { placed: (TPlacedBid | null | { retry: true })[] };

/** Whether two bids may go in one statement: they share its bid steps and soft close. */
export const sameRules = (one: TBidCall, other: TBidCall) =>
  one.ranges === other.ranges && one.softClose === other.softClose;

/** Bids sharing their rules (sameRules), as one call of `place_bids_and_announce`. */
export const placeBidsStatement = (bids: readonly TBidCall[]) => {
  const [{ ranges, softClose }] = bids as [TBidCall];
  const { thresholds, increments } = bidSteps(ranges);
  const values: unknown[] = [
    bids.map((bid) => bid.lotId),
    bids.map((bid) => bid.userId),
    bids.map((bid) => bid.sessionId),
    bids.map((bid) => bid.amount),
    bids.map((bid) => bid.maxAmount),
    bids.map((bid) => bid.upToAmount),
    thresholds,
    increments,
    softClose.windowSeconds,
    softClose.extensionSeconds,
  ];
  return ['place_bids', placeBidsText, values] as const;
};
