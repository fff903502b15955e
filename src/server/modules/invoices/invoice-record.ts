/** One invoice written as a VERI*FACTU record: the series' next number and the issuer's hash chain. */
import { eq, sql } from 'drizzle-orm';
import { madridDay } from '@/common/madrid-time.ts';
import type { TInvoiceKind } from '@/common/schemas/invoices.ts';
import type { TTx } from '@/server/db/client.ts';
import {
  billingChains,
  invoiceCounters,
  invoices,
  type TInvoiceLine,
  type TInvoiceParty,
} from '@/server/db/schema/index.ts';
import { recordRegistration } from './verifactu/billing-registration.ts';
import { billingFingerprint, madridTimestamp } from './verifactu.ts';

type TInvoiceRow = typeof invoices.$inferSelect;

/**
 * Writes one invoice as a VERI*FACTU record: takes the issuer's chain head and the series' next number under
 * row locks (always in that order, so concurrent issuers never deadlock), so numbers are correlative with no
 * gap or repetition and each record points at the one issued just before it.
 */
export const writeInvoice = async (
  tx: TTx,
  input: {
    kind: TInvoiceKind;
    series: string;
    issuer: TInvoiceParty;
    recipient: TInvoiceParty;
    lines: TInvoiceLine[];
    taxBreakdown: TInvoiceRow['taxBreakdown'];
    settlementId: number;
    userId: number;
    auctionId: number | null;
    rectifiedInvoiceId?: number;
    rectificationReason?: string;
    issuedBy: number | null;
    now: Date;
  },
) => {
  const issuerNif = input.issuer.nif;
  await tx.insert(billingChains).values({ issuerNif }).onConflictDoNothing();
  const [chain] = await tx
    .select()
    .from(billingChains)
    .where(eq(billingChains.issuerNif, issuerNif))
    .for('update');
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ issuerNif, series: input.series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.issuerNif, invoiceCounters.series],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning();
  const number = counter!.lastNumber;
  const fullNumber = `${input.series}/${String(number).padStart(6, '0')}`;
  const issueDate = madridDay(input.now);
  const recordedAt = madridTimestamp(input.now);
  const taxTotal = input.lines.reduce((sum, line) => sum + line.vat, 0);
  const total = input.lines.reduce((sum, line) => sum + line.base, 0) + taxTotal;
  const previousFingerprint = chain!.lastFingerprint;
  const fingerprint = billingFingerprint({
    issuerNif,
    fullNumber,
    issueDate,
    kind: input.kind,
    taxTotal,
    total,
    previousFingerprint,
    recordedAt,
  });
  const [invoice] = await tx
    .insert(invoices)
    .values({
      kind: input.kind,
      issuerNif,
      series: input.series,
      number,
      fullNumber,
      issueDate,
      settlementId: input.settlementId,
      userId: input.userId,
      auctionId: input.auctionId,
      rectifiedInvoiceId: input.rectifiedInvoiceId ?? null,
      rectificationReason: input.rectificationReason ?? null,
      issuer: input.issuer,
      recipient: input.recipient,
      lines: input.lines,
      taxBreakdown: input.taxBreakdown,
      taxTotal,
      total,
      recordedAt,
      previousInvoiceId: chain!.lastInvoiceId,
      previousFingerprint,
      fingerprint,
      issuedBy: input.issuedBy,
    })
    .returning();
  await tx
    .update(billingChains)
    .set({ lastInvoiceId: invoice!.id, lastFingerprint: fingerprint })
    .where(eq(billingChains.issuerNif, issuerNif));
  await recordRegistration(tx, invoice!);
  return invoice!;
};
