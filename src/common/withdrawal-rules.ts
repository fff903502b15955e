/**
 * The right of withdrawal (docs/after-the-hammer.md, "Consumers and the right of withdrawal"): who has it,
 * for what, until when. Pure, so the buyer's page, the back office and the server say the same.
 */
import { apiText } from './i18n/api/index.ts';

/** Days the consumer has to withdraw, counted from the hand-over of the goods. */
export const withdrawalDays = 14;
/** Days the house has to refund once the consumer withdrew. */
export const withdrawalRefundDays = 14;

export type TBuyers = 'all' | 'professionals';

/** What an auction's conditions say about withdrawal: the one sentence every page shows. */
export type TWithdrawalTerms = 'consumers' | 'professionals-only' | 'excluded';

export const withdrawalTerms = (auction: {
  buyers: TBuyers;
  withdrawalExcluded: boolean;
}): TWithdrawalTerms =>
  auction.buyers === 'professionals'
    ? 'professionals-only'
    : auction.withdrawalExcluded
      ? 'excluded'
      : 'consumers';

const dayMs = 86_400_000;

/** The last instant to withdraw: 14 days after the hand-over. */
export const withdrawalDeadline = (collectedOn: Date | string) =>
  new Date(new Date(collectedOn).getTime() + withdrawalDays * dayMs);

export const refundDeadline = (declaredOn: Date | string) =>
  new Date(new Date(declaredOn).getTime() + withdrawalRefundDays * dayMs);

/**
 * Why this buyer cannot withdraw from this line now, in the reader's language; null when they can. The seller is always
 * a professional (companies and insolvency administrators consign to Lonja).
 */
export const withdrawalProblem = (
  line: { collectedOn: Date | string | null; withdrawnOn: Date | string | null },
  auction: { buyers: TBuyers; withdrawalExcluded: boolean; withdrawalExclusionReason?: string | null },
  buyer: { isCompany: boolean },
  now: Date = new Date(),
): string | null => {
  const t = apiText.withdrawals;
  if (line.withdrawnOn) return t.alreadyWithdrawn;
  if (auction.buyers === 'professionals') return t.professionalsOnly;
  if (auction.withdrawalExcluded) return t.goodsExcluded(auction.withdrawalExclusionReason ?? null);
  if (buyer.isCompany) return t.boughtAsCompany;
  if (!line.collectedOn) return t.notCollectedYet;
  if (now > withdrawalDeadline(line.collectedOn)) return t.periodOver;
  return null;
};
