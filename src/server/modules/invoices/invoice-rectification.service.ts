/** Rectifying an issued invoice with a factura rectificativa (R1–R4), then re-issuing its lots if due. */
import { asc, eq, inArray, or } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import { madridDay } from '@/common/madrid-time.ts';
import { isRectification, rectificationCauses, type TRectificationCause } from '@/common/schemas/invoices.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { invoices, settlementLines } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { issuePendingInvoices } from './invoice-issuing.service.ts';
import { writeInvoice } from './invoice-record.ts';

/**
 * Causes after which the lots are invoiced again with the current data: the sale itself stands (after a
 * withdrawal, the other lots of the invoice; the withdrawn one is never invoiced again).
 */
export const reissuedAfter: readonly TRectificationCause[] = ['error', 'other', 'withdrawal'];

/**
 * Corrects an issued invoice the only lawful way, in the caller's transaction: a *factura rectificativa*
 * that cancels it in full (rectificación por diferencias, every amount negated) and references it, its type
 * set by the cause (docs/after-the-hammer.md, "Invoices"). The original stays as it was.
 */
export const rectifyInTransaction = async (
  tx: TTx,
  {
    invoiceId,
    cause,
    reason,
    adminId,
    now = new Date(),
  }: { invoiceId: number; cause: TRectificationCause; reason: string; adminId: number | null; now?: Date },
) => {
  const [original] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!original) throw notFound(apiText.invoices.notFound);
  if (isRectification(original.kind))
    throw new AppError('BUSINESS_RULE', apiText.invoices.rectificationNotRectified);
  // Lock the original's lines (it bills their goods, their premium or, issued before the house invoiced
  // premiums apart, both): two clerks rectifying at once must not both succeed.
  const lines = await tx
    .select()
    .from(settlementLines)
    .where(or(eq(settlementLines.invoiceId, original.id), eq(settlementLines.premiumInvoiceId, original.id)))
    .for('update');
  const [already] = await tx.select().from(invoices).where(eq(invoices.rectifiedInvoiceId, original.id));
  if (already)
    throw new AppError(
      'CONFLICT',
      apiText.invoices.alreadyRectified(original.fullNumber, already.fullNumber),
    );
  const written = await writeInvoice(tx, {
    kind: rectificationCauses[cause],
    series: `${original.series.replace(/\d{4}$/, '')}R${madridDay(now).slice(0, 4)}`,
    issuer: original.issuer,
    recipient: original.recipient,
    lines: original.lines.map((line) => ({ ...line, base: -line.base, vat: -line.vat })),
    taxBreakdown: original.taxBreakdown.map((group) => ({ ...group, base: -group.base, vat: -group.vat })),
    settlementId: original.settlementId,
    userId: original.userId,
    auctionId: original.auctionId,
    rectifiedInvoiceId: original.id,
    rectificationReason: reason,
    issuedBy: adminId,
    now,
  });
  // Lines to invoice again become pending; the others point at the rectification, so nothing re-invoices a
  // sale undone or a debt written off.
  const pointer = reissuedAfter.includes(cause) ? null : written.id;
  for (const column of ['invoiceId', 'premiumInvoiceId'] as const) {
    const billed = lines.filter((line) => line[column] === original.id).map((line) => line.id);
    if (billed.length)
      await tx
        .update(settlementLines)
        .set({ [column]: pointer })
        .where(inArray(settlementLines.id, billed));
  }
  await recordAudit(tx, {
    actorId: adminId,
    entity: 'invoice',
    entityId: original.id,
    action: 'rectify',
    changes: { rectification: written.fullNumber, kind: written.kind, cause, reason },
  });
  return { rectification: written, settlementId: original.settlementId };
};

/**
 * A sale undone (a deposit forfeited, a withdrawal): every invoice of the settlement still in force is
 * rectified (R1) in the same transaction that undoes it, so no invoice stands for a sale that is not.
 */
export const rectifySettlementInvoices = async (
  tx: TTx,
  { settlementId, reason, adminId }: { settlementId: number; reason: string; adminId: number | null },
) => {
  const issued = await tx
    .select({ id: invoices.id, kind: invoices.kind, rectifiedInvoiceId: invoices.rectifiedInvoiceId })
    .from(invoices)
    .where(eq(invoices.settlementId, settlementId))
    .orderBy(asc(invoices.id));
  const rectified = new Set(issued.map((invoice) => invoice.rectifiedInvoiceId));
  const standing = issued.filter((invoice) => invoice.kind === 'F1' && !rectified.has(invoice.id));
  const written = [];
  for (const invoice of standing)
    written.push(
      (await rectifyInTransaction(tx, { invoiceId: invoice.id, cause: 'undone', reason, adminId }))
        .rectification,
    );
  return written;
};

/** The clerk's rectification: in its own transaction, then the lots invoiced again when the cause says so. */
export const rectifyInvoice = async ({
  db,
  invoiceId,
  cause = 'error',
  reason,
  adminId,
  now = new Date(),
}: {
  db: TDb;
  invoiceId: number;
  cause?: TRectificationCause;
  reason: string;
  adminId: number;
  now?: Date;
}) => {
  const { rectification, settlementId } = await db.transaction((tx) =>
    rectifyInTransaction(tx, { invoiceId, cause, reason, adminId, now }),
  );
  // The invoice issued again in place of the rectified one: the same issuer's (goods or premium).
  const replacement = reissuedAfter.includes(cause)
    ? ((await issuePendingInvoices({ db, settlementId, issuedBy: adminId, now })).find(
        (invoice) => invoice.series.replace(/\d{4}$/, '') === rectification.series.replace(/R\d{4}$/, ''),
      ) ?? null)
    : null;
  return { rectification, replacement };
};
