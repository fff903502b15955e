import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { TDb } from '@/server/db/client.ts';
import { billingRecords, type invoices } from '@/server/db/schema/index.ts';
import { sendPdf } from '@/server/documents/send-pdf.ts';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf.ts';
import { getInvoice } from './invoices.service.ts';
import { invoiceVerification } from './verifactu.ts';

/** Where the QR sends the buyer in each mode (the AEAT's ValidarQR and ValidarQRNoVerifactu). */
export type TQrUrls = { verifactu: string; noVerifactu: string };

/**
 * Sends an invoice's PDF as a download (the buyer's and the admin's routes alike). Its QR and legend follow
 * the mode its record was made in; an invoice issued before records were kept was never sent: no-VERI*FACTU.
 */
export const sendInvoicePdf = async (
  reply: FastifyReply,
  { db, invoice, qrUrls }: { db: TDb; invoice: typeof invoices.$inferSelect; qrUrls: TQrUrls },
) => {
  const rectified = invoice.rectifiedInvoiceId
    ? await getInvoice({ db, id: invoice.rectifiedInvoiceId })
    : null;
  const [record] = await db
    .select({ mode: billingRecords.mode })
    .from(billingRecords)
    .where(and(eq(billingRecords.invoiceId, invoice.id), eq(billingRecords.kind, 'alta')));
  const pdf = await renderInvoicePdf(invoice, {
    verification: invoiceVerification(invoice, record?.mode ?? 'no-verifactu', qrUrls),
    rectifiedNumber: rectified?.fullNumber,
  });
  return sendPdf(reply, invoiceFileName(invoice), pdf);
};
