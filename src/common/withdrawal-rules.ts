/**
 * The right of withdrawal (docs/after-the-hammer.md, "Consumers and the right of withdrawal"): who has it,
 * for what, until when. Pure, so the buyer's page, the back office and the server say the same.
 */

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
 * Why this buyer cannot withdraw from this line now, in Spanish; null when they can. The seller is always
 * a professional (companies and insolvency administrators consign to Lonja).
 */
export const withdrawalProblem = (
  line: { collectedOn: Date | string | null; withdrawnOn: Date | string | null },
  auction: { buyers: TBuyers; withdrawalExcluded: boolean; withdrawalExclusionReason?: string | null },
  buyer: { isCompany: boolean },
  now: Date = new Date(),
): string | null => {
  if (line.withdrawnOn) return 'Ya desististe de la compra de este lote.';
  if (auction.buyers === 'professionals')
    return 'La subasta era solo para profesionales: no hay derecho de desistimiento.';
  if (auction.withdrawalExcluded)
    return `Estos bienes no tienen derecho de desistimiento${auction.withdrawalExclusionReason ? `: ${auction.withdrawalExclusionReason}` : '.'}`;
  if (buyer.isCompany)
    return 'Compraste como empresa: el derecho de desistimiento es solo de los consumidores.';
  if (!line.collectedOn)
    return 'El plazo de 14 días empieza cuando recoges el lote: aún no consta la entrega.';
  if (now > withdrawalDeadline(line.collectedOn))
    return 'Han pasado los 14 días desde la entrega: el plazo para desistir ha terminado.';
  return null;
};
