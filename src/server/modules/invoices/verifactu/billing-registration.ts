/**
 * The alta of every invoice, written by writeInvoice in the issuing transaction. Each record (alta here,
 * anulación in billing-records.service.ts) is then built as XML and signed or sent by the `billing-record`
 * job (billing-record.job.ts).
 */
import type { TTx } from '@/server/db/client.ts';
import { billingRecords, type invoices } from '@/server/db/schema/index.ts';
import { enqueueJob } from '@/server/jobs/queue.ts';
import { readInvoicingMode } from './invoicing-mode.ts';

type TInvoiceRow = typeof invoices.$inferSelect;

export const BILLING_RECORD_JOB = 'billing-record';

/** The alta of an invoice just written, in the same transaction; the job builds and signs or sends it. */
export const recordRegistration = async (tx: TTx, invoice: TInvoiceRow) => {
  const [record] = await tx
    .insert(billingRecords)
    .values({
      invoiceId: invoice.id,
      kind: 'alta',
      mode: await readInvoicingMode(tx),
      issuerNif: invoice.issuerNif,
      previousInvoiceId: invoice.previousInvoiceId,
      previousFingerprint: invoice.previousFingerprint,
      fingerprint: invoice.fingerprint,
      recordedAt: invoice.recordedAt,
      createdBy: invoice.issuedBy,
    })
    .returning();
  await enqueueJob(tx, BILLING_RECORD_JOB, { recordId: record!.id });
  return record!;
};
