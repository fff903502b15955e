import type { TAdminInvoice } from '@/common/schemas/invoices.ts';
import type { invoices } from '@/server/db/schema/index.ts';

/**
 * An invoice row as the back office's API answers it; `rectifiedBy`, the rectificativa that cancelled it
 * (none for one just issued).
 */
export const toAdminInvoice = (
  row: typeof invoices.$inferSelect & { rectifiedBy?: string | null },
): TAdminInvoice => ({
  id: row.id,
  fullNumber: row.fullNumber,
  kind: row.kind,
  issueDate: row.issueDate,
  total: row.total,
  taxTotal: row.taxTotal,
  rectifiedInvoiceId: row.rectifiedInvoiceId,
  settlementId: row.settlementId,
  auctionId: row.auctionId,
  userId: row.userId,
  issuerName: row.issuer.name,
  issuerNif: row.issuerNif,
  recipientName: row.recipient.name,
  recipientNif: row.recipient.nif,
  rectificationReason: row.rectificationReason,
  rectifiedBy: row.rectifiedBy ?? null,
  fingerprint: row.fingerprint,
});
