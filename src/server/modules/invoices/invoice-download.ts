import type { FastifyReply } from 'fastify';
import type { TDb } from '@/server/db/client.ts';
import type { invoices } from '@/server/db/schema/index.ts';
import { sendPdf } from '@/server/documents/send-pdf.ts';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf.ts';
import { getInvoice } from './invoices.service.ts';

/** Sends an invoice's PDF as a download (the buyer's and the admin's routes alike). */
export const sendInvoicePdf = async (
  reply: FastifyReply,
  { db, invoice, qrBaseUrl }: { db: TDb; invoice: typeof invoices.$inferSelect; qrBaseUrl: string },
) => {
  const rectified = invoice.rectifiedInvoiceId
    ? await getInvoice({ db, id: invoice.rectifiedInvoiceId })
    : null;
  const pdf = await renderInvoicePdf(invoice, { qrBaseUrl, rectifiedNumber: rectified?.fullNumber });
  return sendPdf(reply, invoiceFileName(invoice), pdf);
};
