/** Billing records: cancelling an invoice with an anulación, and reading records for the back office. */
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDb } from '@/server/db/client.ts';
import { billingChains, billingRecords, invoices, settlementLines } from '@/server/db/schema/index.ts';
import { enqueueJob } from '@/server/jobs/queue.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import { issuePendingInvoices } from '../invoice-issuing.service.ts';
import { cancellationFingerprint, madridTimestamp } from '../verifactu.ts';
import { recordBillingEvent } from './billing-events.service.ts';
import { BILLING_RECORD_JOB } from './billing-registration.ts';
import { readInvoicingMode } from './invoicing-mode.ts';

type TRecordRow = typeof billingRecords.$inferSelect;

/**
 * Cancels an invoice issued by mistake (it should never have been issued as it was) with a RegistroAnulacion,
 * chained after the issuer's last record. The invoice stays as it was; its lots become pending again and are
 * invoiced again at once when the sale still stands and invoices through Lonja. A sale that happened and must
 * be corrected is rectified instead (R1–R4).
 */
export const annulInvoice = async (options: {
  db: TDb;
  invoiceId: number;
  reason: string;
  adminId: number;
  now?: Date;
}) => {
  const { record, settlementId } = await writeCancellation(options);
  // Only the cancelled invoice's lines are pending (its goods or its premiums): at most one invoice.
  const [replacement] = await issuePendingInvoices({
    db: options.db,
    settlementId,
    issuedBy: options.adminId,
    now: options.now,
  });
  return { record, replacement };
};

const writeCancellation = async ({
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
}) =>
  db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (!invoice) throw notFound(apiText.invoices.notFound);
    const [chain] = await tx
      .select()
      .from(billingChains)
      .where(eq(billingChains.issuerNif, invoice.issuerNif))
      .for('update');
    const [annulled] = await tx
      .select({ id: billingRecords.id })
      .from(billingRecords)
      .where(and(eq(billingRecords.invoiceId, invoice.id), eq(billingRecords.kind, 'anulacion')));
    if (annulled) throw new AppError('CONFLICT', apiText.invoices.alreadyAnnulled(invoice.fullNumber));
    const [rectification] = await tx
      .select({ fullNumber: invoices.fullNumber })
      .from(invoices)
      .where(eq(invoices.rectifiedInvoiceId, invoice.id));
    if (rectification)
      throw new AppError(
        'BUSINESS_RULE',
        apiText.invoices.rectifiedNotAnnulled(invoice.fullNumber, rectification.fullNumber),
      );
    const recordedAt = madridTimestamp(now);
    const previousFingerprint = chain?.lastFingerprint ?? null;
    const fingerprint = cancellationFingerprint({ ...invoice, previousFingerprint, recordedAt });
    const [record] = await tx
      .insert(billingRecords)
      .values({
        invoiceId: invoice.id,
        kind: 'anulacion',
        mode: await readInvoicingMode(tx),
        issuerNif: invoice.issuerNif,
        previousInvoiceId: chain?.lastInvoiceId ?? null,
        previousFingerprint,
        fingerprint,
        recordedAt,
        reason,
        createdBy: adminId,
      })
      .returning();
    // The next record points at this one: RegistroAnterior names the cancelled invoice and this fingerprint.
    await tx
      .update(billingChains)
      .set({ lastInvoiceId: invoice.id, lastFingerprint: fingerprint })
      .where(eq(billingChains.issuerNif, invoice.issuerNif));
    await tx
      .update(settlementLines)
      .set({ invoiceId: null })
      .where(eq(settlementLines.invoiceId, invoice.id));
    await recordAudit(tx, {
      actorId: adminId,
      entity: 'invoice',
      entityId: invoice.id,
      action: 'annul',
      changes: { reason, billingRecordId: record!.id },
    });
    await enqueueJob(tx, BILLING_RECORD_JOB, { recordId: record!.id });
    return { record: record!, settlementId: invoice.settlementId };
  });

export const toBillingRecord = (row: TRecordRow) => ({
  id: row.id,
  invoiceId: row.invoiceId,
  kind: row.kind,
  mode: row.mode,
  status: row.status,
  fingerprint: row.fingerprint,
  recordedAt: row.recordedAt,
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  errorCode: row.errorCode,
  errorDescription: row.errorDescription,
  csv: row.csv,
  lastError: row.lastError,
  hasSignedXml: row.mode === 'no-verifactu' && row.status === 'signed',
});

export const listInvoiceRecords = async ({ db, invoiceId }: { db: TDb; invoiceId: number }) =>
  (
    await db
      .select()
      .from(billingRecords)
      .where(eq(billingRecords.invoiceId, invoiceId))
      .orderBy(asc(billingRecords.id))
  ).map(toBillingRecord);

/** Each invoice's latest record, for the invoice list's state column. */
export const latestRecordsOf = async (db: TDb, invoiceIds: number[]) => {
  if (invoiceIds.length === 0) return new Map<number, TRecordRow>();
  const rows = await db
    .select()
    .from(billingRecords)
    .where(inArray(billingRecords.invoiceId, invoiceIds))
    .orderBy(desc(billingRecords.id));
  const latest = new Map<number, TRecordRow>();
  for (const row of rows) if (!latest.has(row.invoiceId)) latest.set(row.invoiceId, row);
  return latest;
};

export const getBillingRecord = async ({ db, id }: { db: TDb; id: number }) => {
  const [row] = await db.select().from(billingRecords).where(eq(billingRecords.id, id));
  if (!row) throw notFound(apiText.invoices.billingRecordNotFound);
  return row;
};

/**
 * The records made between two Madrid days (by FechaHoraHusoGenRegistro), oldest first, each with its XML:
 * what an inspector asks for. The export is itself an event (08).
 */
export const exportBillingRecords = async ({
  db,
  from,
  to,
  actorId,
}: {
  db: TDb;
  from: string;
  to: string;
  actorId: number;
}) =>
  db.transaction(async (tx) => {
    const rows = await tx
      .select({ record: billingRecords, fullNumber: invoices.fullNumber, issueDate: invoices.issueDate })
      .from(billingRecords)
      .innerJoin(invoices, eq(invoices.id, billingRecords.invoiceId))
      .where(
        and(
          gte(sql`substr(${billingRecords.recordedAt}, 1, 10)`, from),
          lte(sql`substr(${billingRecords.recordedAt}, 1, 10)`, to),
        ),
      )
      .orderBy(asc(billingRecords.id));
    await recordBillingEvent(tx, {
      type: '08',
      description: `Exportación de ${rows.length} registros de facturación del ${from} al ${to}.`,
      detail: { from, to, count: rows.length },
      actorId,
    });
    return rows.map(({ record, fullNumber, issueDate }) => ({
      ...toBillingRecord(record),
      issuerNif: record.issuerNif,
      fullNumber,
      issueDate,
      previousFingerprint: record.previousFingerprint,
      xml: record.xml,
    }));
  });
