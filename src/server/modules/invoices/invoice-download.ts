import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { TDb } from '@/server/db/client.ts';
import { billingRecords, type invoices, users } from '@/server/db/schema/index.ts';
import { sendPdf } from '@/server/documents/send-pdf.ts';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf.ts';
import { getInvoice } from './invoices.service.ts';
import { invoiceVerification } from './verifactu.ts';

/** Where the QR sends the buyer in each mode (the AEAT's ValidarQR and ValidarQRNoVerifactu). */
export type TQrUrls = { verifactu: string; noVerifactu: string };

/**
 * Sends an invoice's PDF as a download (the buyer's and the admin's routes alike). Its QR and legend follow
 * the mode its record was made in; an invoice issued before records were kept was never sent: no-VERI*FACTU.
 * Its words are the buyer's: Spanish, with English beside them for a buyer who reads English.
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
  // In the buyer's language whoever downloads it: the back office hands out the same document.
  const [buyer] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, invoice.userId));
  const pdf = await renderInvoicePdf(invoice, {
    verification: invoiceVerification(invoice, record?.mode ?? 'no-verifactu', qrUrls),
    rectifiedNumber: rectified?.fullNumber,
    language: buyer?.language,
  });
  return sendPdf(reply, invoiceFileName(invoice), pdf);
};
