/** Rectifying an issued invoice with a factura rectificativa (R1), then re-issuing its lots. */
import { eq, inArray } from 'drizzle-orm';
import { madridDay } from '@/common/madrid-time.ts';
import type { TDb } from '@/server/db/client.ts';
import { invoices, settlementLines } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { issuePendingInvoices } from './invoice-issuing.service.ts';
import { writeInvoice } from './invoice-record.ts';

/**
 * Corrects an issued invoice the only lawful way: a *factura rectificativa* (R1) that cancels it in full
 * (rectificación por diferencias, every amount negated) and references it. The original stays as it was;
 * its lines become pending again, so a new invoice with the current data is issued at once (unless the sale
 * was undone).
 */
export const rectifyInvoice = async ({
  db,
  invoiceId,
  reason,
  adminId,
  now = new Date(),
}: {
  db: TDb;
  invoiceId: number;
  reason: string;
  adminId: number;
  now?: Date;
}) => {
  const { rectification, settlementId } = await db.transaction(async (tx) => {
    const [original] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (!original) throw notFound('La factura no existe.');
    if (original.kind === 'R1')
      throw new AppError(
        'BUSINESS_RULE',
        'Una factura rectificativa no se rectifica: emite una nueva factura.',
      );
    // Lock the original's lines: two clerks rectifying at once must not both succeed.
    const lines = await tx
      .select()
      .from(settlementLines)
      .where(eq(settlementLines.invoiceId, original.id))
      .for('update');
    const [already] = await tx.select().from(invoices).where(eq(invoices.rectifiedInvoiceId, original.id));
    if (already)
      throw new AppError(
        'CONFLICT',
        `La factura ${original.fullNumber} ya está rectificada por la ${already.fullNumber}.`,
      );
    const written = await writeInvoice(tx, {
      kind: 'R1',
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
    await tx
      .update(settlementLines)
      .set({ invoiceId: null })
      .where(
        inArray(
          settlementLines.id,
          lines.map((line) => line.id),
        ),
      );
    await recordAudit(tx, {
      actorId: adminId,
      entity: 'invoice',
      entityId: original.id,
      action: 'rectify',
      changes: { rectification: written.fullNumber, reason },
    });
    return { rectification: written, settlementId: original.settlementId };
  });
  const replacement = await issuePendingInvoices({ db, settlementId, issuedBy: adminId, now });
  return { rectification, replacement };
};
