import type { TApprovalApplier } from '../approvals/approval-appliers.ts';
import { recordPaymentIn } from './payments.service.ts';

/**
 * A refund above FOUR_EYES_REFUND_CENTS, under four eyes (docs/after-the-hammer.md, "Four eyes"): recorded
 * as `POST /api/admin/settlements/{id}/payments` would record it, both people audited.
 */
export const paymentRefundApproval: TApprovalApplier<'payment-refund'> = {
  apply: (tx, change, { site, requestedBy, approvedBy }) =>
    recordPaymentIn(tx, {
      adminId: requestedBy,
      settlementId: change.settlementId,
      amount: change.amount,
      method: change.method,
      paidOn: new Date(`${change.paidOn}T12:00:00Z`),
      note: change.note,
      approvedBy,
      site,
    }),
};
