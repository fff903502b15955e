/**
 * The proof that a buyer's goods left Spain (docs/after-the-hammer.md, "Buyers abroad"), recorded by the
 * clerk: an intra-EU supply's transport proof (kept for the file: the goods were invoiced exempt already), or
 * an export's customs proof, whose recording releases the IVA held: each goods invoice that charged it is
 * cancelled by a rectificativa (R4) and issued again exempt (art. 21), and what the buyer paid beyond the new
 * total is a negative balance to refund, the ordinary refund.
 */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { borderProofDeadline } from '@/common/border-proof-deadline.ts';
import { apiText } from '@/common/i18n/api/index.ts';
import { madridDay } from '@/common/madrid-time.ts';
import type { TBorderProofRequest } from '@/common/schemas/settlements.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { invoices, settlementLines, settlements } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { settlementTaxRegime } from '../invoices/buyer-tax-regime.ts';
import { rectifyInvoice } from '../invoices/invoice-rectification.service.ts';

const refuse = (message: string, field: string) =>
  new AppError('BUSINESS_RULE', message, { fields: { [field]: message } });

/**
 * Goods that left the EU more than three months after they were invoiced are no export (art. 21 Ley
 * 37/1992; docs/after-the-hammer.md, "Proof that never arrives"): the IVA held stays.
 */
const refuseLateExit = async (tx: TTx, settlementId: number, exitDate: string) => {
  const [first] = await tx
    .select({ issueDate: sql<string | null>`min(${invoices.issueDate})::text` })
    .from(settlementLines)
    .innerJoin(invoices, eq(invoices.id, settlementLines.invoiceId))
    .where(and(eq(settlementLines.settlementId, settlementId), isNull(settlementLines.withdrawnOn)));
  const deadline = first?.issueDate ? borderProofDeadline(first.issueDate) : null;
  if (deadline && exitDate > deadline) throw refuse(apiText.settlements.exitTooLate(deadline), 'date');
};

/** Whether this proof may be recorded on this settlement at all: its buyer's regime, its date, no second DUA. */
const refuseMisplacedProof = (
  settlement: typeof settlements.$inferSelect,
  regime: Awaited<ReturnType<typeof settlementTaxRegime>>,
  proof: TBorderProofRequest,
  now: Date,
) => {
  if (settlement.status === 'cancelled') throw refuse(apiText.settlements.cancelledNothingToProve, 'kind');
  if (proof.date > madridDay(now)) throw refuse(apiText.settlements.documentDateFuture, 'date');
  if (proof.kind === 'customs' && regime !== 'export')
    throw refuse(apiText.settlements.customsOnlyOutsideEu, 'kind');
  if (proof.kind === 'transport' && regime !== 'intra-eu-business')
    throw refuse(apiText.settlements.transportOnlyEuBusiness, 'kind');
  if (settlement.borderProofKind === 'customs' && proof.kind === 'customs')
    throw new AppError(
      'CONFLICT',
      apiText.settlements.customsAlreadyRecorded(settlement.borderProofDocument),
    );
};

export const recordBorderProof = async ({
  db,
  settlementId,
  proof,
  adminId,
  now = new Date(),
}: {
  db: TDb;
  settlementId: number;
  proof: TBorderProofRequest;
  adminId: number;
  now?: Date;
}) => {
  const regime = await db.transaction(async (tx) => {
    const [settlement] = await tx
      .select()
      .from(settlements)
      .where(eq(settlements.id, settlementId))
      .for('update');
    if (!settlement) throw notFound(apiText.settlements.notFound);
    const regime = await settlementTaxRegime(tx, settlement);
    refuseMisplacedProof(settlement, regime, proof, now);
    if (proof.kind === 'customs') await refuseLateExit(tx, settlementId, proof.date);
    await tx
      .update(settlements)
      .set({
        borderProofKind: proof.kind,
        borderProofDocument: proof.document,
        borderProofDate: proof.date,
        borderProofRecordedBy: adminId,
        borderProofRecordedOn: now,
      })
      .where(eq(settlements.id, settlementId));
    await recordAudit(tx, {
      actorId: adminId,
      entity: 'settlement',
      entityId: settlementId,
      action: 'border-proof',
      changes: proof,
    });
    return regime;
  });
  if (regime !== 'export') return [];
  // The goods invoices that charged IVA the customs proof now releases: taxed or REBU lines not yet exempt.
  const charged = await db
    .selectDistinct({ invoiceId: settlementLines.invoiceId })
    .from(settlementLines)
    .where(
      and(
        eq(settlementLines.settlementId, settlementId),
        isNotNull(settlementLines.invoiceId),
        isNull(settlementLines.borderExemption),
        isNull(settlementLines.withdrawnOn),
        inArray(settlementLines.taxTreatment, ['general', 'rebu']),
      ),
    );
  const rectified = [];
  for (const { invoiceId } of charged)
    rectified.push(
      await rectifyInvoice({
        db,
        invoiceId: invoiceId!,
        cause: 'other',
        reason: `Exportación acreditada con el documento aduanero ${proof.document} de ${proof.date.split('-').reverse().join('/')}: la entrega queda exenta de IVA (art. 21.1º Ley 37/1992) y se rectifica la cuota repercutida (art. 89 Ley 37/1992).`,
        adminId,
        now,
      }),
    );
  return rectified;
};
