import type { TApprovalApplier } from '../approvals/approval-appliers.ts';
import { moveDeposit } from './deposit-moves.ts';

/**
 * A deposit above FOUR_EYES_REFUND_CENTS marked returned, under four eyes (docs/after-the-hammer.md, "Four
 * eyes"): moved to refunded as `POST /api/admin/deposits/{id}/refunded` would move it, both people audited.
 */
export const depositRefundApproval: TApprovalApplier<'deposit-refund'> = {
  apply: (tx, change, { site, requestedBy, approvedBy }) =>
    moveDeposit(tx, {
      subscriptionId: change.subscriptionId,
      to: 'refunded',
      site,
      adminId: requestedBy,
      note: change.note,
      approvedBy: approvedBy ?? null,
    }),
};
