import { incrementAt, minimumNextBid } from './bid-rules.ts';
import type { TBidRange } from './schemas/config-data.ts';

/** A lot's bidding state: visible price, leader and the leader's hidden maximum (docs/product.md#proxy-bids). */
export type TBidState = {
  price: number;
  maxBid: number | null;
  leaderId: number | null;
  proxyMax: number | null;
};
export type TBidAttempt = { userId: number; amount: number; maxAmount: number | null };
export type TBidRow = { userId: number; amount: number; maxAmount: number | null; isAuto: boolean };

export type TBidOutcome =
  | { kind: 'too-low'; minimum: number }
  | { kind: 'max-not-raised'; proxyMax: number }
  | { kind: 'max-raised'; state: TBidState }
  | { kind: 'accepted'; rows: TBidRow[]; state: TBidState; leads: boolean };

/** Keeps only rows that raise the price, so the history climbs (a tie's answer is added after, in resolveBid). */
const climbing = (rows: TBidRow[], from: number | null) => {
  const kept: TBidRow[] = [];
  let last = from ?? Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    if (row.amount > last) {
      kept.push(row);
      last = row.amount;
    }
  }
  return kept;
};

/**
 * Resolves one bid against proxy maxima, the way a room auctioneer would: each maximum bids for its owner
 * only as much as needed; the higher maximum wins; with equal maxima the earlier one wins. Pure, so the
 * rules are property-tested apart from the database.
 */
export const resolveBid = (
  state: TBidState,
  attempt: TBidAttempt,
  ranges: readonly TBidRange[],
): TBidOutcome => {
  const { userId, amount } = attempt;
  const challengerMax = Math.max(amount, attempt.maxAmount ?? amount);

  // The leader bidding again raises their hidden maximum; the price does not move against themselves.
  // Below the minimum is not a bid, whoever makes it: the leader too raises a maximum with an amount at
  // least the minimum. One rule for all lets a server refuse a stale bid before it knows who leads.
  const minimum = minimumNextBid(state, ranges);
  if (amount < minimum) return { kind: 'too-low', minimum };

  if (state.leaderId === userId && state.maxBid !== null) {
    const current = state.proxyMax ?? state.maxBid;
    if (challengerMax <= current) return { kind: 'max-not-raised', proxyMax: current };
    return { kind: 'max-raised', state: { ...state, proxyMax: challengerMax } };
  }

  const explicit: TBidRow = { userId, amount, maxAmount: attempt.maxAmount, isAuto: false };
  if (state.leaderId === null || state.maxBid === null) {
    return {
      kind: 'accepted',
      rows: [explicit],
      state: { ...state, maxBid: amount, leaderId: userId, proxyMax: challengerMax },
      leads: true,
    };
  }

  const leaderMax = Math.max(state.proxyMax ?? state.maxBid, state.maxBid);
  const leaderId = state.leaderId;
  if (challengerMax > leaderMax) {
    const price = Math.max(amount, Math.min(challengerMax, leaderMax + incrementAt(leaderMax, ranges)));
    const rows = climbing(
      [
        explicit,
        { userId: leaderId, amount: leaderMax, maxAmount: null, isAuto: true },
        { userId, amount: price, maxAmount: attempt.maxAmount, isAuto: price !== amount },
      ].sort((a, b) => a.amount - b.amount),
      state.maxBid,
    );
    return {
      kind: 'accepted',
      rows,
      state: { ...state, maxBid: price, leaderId: userId, proxyMax: challengerMax },
      leads: true,
    };
  }

  // The leader's maximum holds: it answers with the least that beats the challenger, up to itself.
  const answer = Math.min(leaderMax, challengerMax + incrementAt(challengerMax, ranges));
  const rows = climbing(
    [
      explicit,
      { userId, amount: challengerMax, maxAmount: attempt.maxAmount, isAuto: true },
      { userId: leaderId, amount: answer, maxAmount: null, isAuto: true },
    ],
    state.maxBid,
  );
  // A tie at the leader's maximum: the earlier maximum wins, and says so with its own row at the same
  // amount after the challenger's, which stays on record (the challenger was told their bid was taken).
  const last = rows.at(-1);
  if (last && last.amount === answer && last.userId !== leaderId)
    rows.push({ userId: leaderId, amount: answer, maxAmount: null, isAuto: true });
  return {
    kind: 'accepted',
    rows,
    state: { ...state, maxBid: answer, leaderId, proxyMax: leaderMax },
    leads: false,
  };
};
