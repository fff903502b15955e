/**
 * What becomes of a lot once it closes: adjudicated at once, waiting for the admin (hidden reserve not
 * reached, results needing approval, an en bloc decision still open), or not adjudicated. The rules are
 * pure so the server applies them and the back office explains them with the very same code; the browser
 * never decides anything (it only shows what the server answered).
 */

export const lotAwardStates = [
  'awarded',
  'unsold',
  'provisional',
  'below-reserve',
  'block-waiting',
  'rejected',
  'block-lost',
] as const;
export type TLotAwardState = (typeof lotAwardStates)[number];

/** States in which a closed lot waits for an admin's approval or rejection. */
export const awaitingApproval: readonly TLotAwardState[] = ['provisional', 'below-reserve'];

/** States in which a closed lot is not finished with: the auction cannot be settled while one remains. */
export const pendingAwardStates: readonly TLotAwardState[] = [...awaitingApproval, 'block-waiting'];

/** Whether the top bid reaches the hidden reserve; null when the lot has none (what the public may see). */
export const isReserveMet = (lot: { maxBid: number | null; reservePrice: number | null }) =>
  lot.reservePrice === null ? null : lot.maxBid !== null && lot.maxBid >= lot.reservePrice;

/**
 * The state a closing lot takes. `awaitingBlock` is true while its en bloc decision cannot be taken yet
 * (the block or one of its members still open); once taken, the winning side is passed here again with
 * `awaitingBlock` false.
 */
export const closingOutcome = (lot: {
  maxBid: number | null;
  price: number;
  reservePrice: number | null;
  requiresApproval: boolean;
  awaitingBlock: boolean;
}): TLotAwardState => {
  if (lot.maxBid === null || lot.maxBid < lot.price) return 'unsold';
  if (lot.awaitingBlock) return 'block-waiting';
  if (isReserveMet(lot) === false) return 'below-reserve';
  return lot.requiresApproval ? 'provisional' : 'awarded';
};

export type TBlockDecision = {
  winner: 'block' | 'lots';
  blockBid: number;
  /** The members' top bids added up (a member without bids counts 0). */
  lotsSum: number;
  marginPercent: number;
  /** The least block bid that would have won. */
  blockNeeds: number;
};

/**
 * The en bloc decision: the block wins only when its top bid beats the members' top bids added up by
 * more than `marginPercent` % (0: beats the sum). A tie, or a block without bids, leaves the lots.
 * Integers only (cents × 100), so no rounding ever tips the decision.
 */
export const decideBlock = ({
  blockBid,
  memberBids,
  marginPercent,
}: {
  blockBid: number | null;
  memberBids: readonly (number | null)[];
  marginPercent: number;
}): TBlockDecision => {
  const lotsSum = memberBids.reduce<number>((sum, bid) => sum + (bid ?? 0), 0);
  const scaledSum = BigInt(lotsSum) * BigInt(100 + marginPercent);
  const bid = blockBid ?? 0;
  const wins = blockBid !== null && BigInt(bid) * 100n > scaledSum;
  return {
    winner: wins ? 'block' : 'lots',
    blockBid: bid,
    lotsSum,
    marginPercent,
    blockNeeds: Number(scaledSum / 100n) + 1,
  };
};
