import type { TSubscription } from '@/common/schemas/subscriptions.ts';
import type { subscriptions } from '@/server/db/schema/index.ts';

type TSubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * A subscription as the API answers it, its deposit's state included. Here, below the subscriptions module,
 * because both answer with it: the deposit routes after a refund or a forfeit, and every subscription route.
 */
export const toSubscription = (row: TSubscriptionRow): TSubscription => ({
  id: row.id,
  auctionId: row.auctionId,
  userId: row.userId,
  status: row.status,
  paid: row.paid,
  depositStatus: row.depositStatus,
  refundIban: row.refundIban,
  createdOn: row.createdOn.toISOString(),
  vies:
    row.viesVatNumber && row.viesCheckedOn
      ? {
          vatNumber: row.viesVatNumber,
          valid: row.viesValid,
          checkedOn: row.viesCheckedOn.toISOString(),
          consultationNumber: row.viesConsultation,
          name: row.viesName,
        }
      : null,
});
