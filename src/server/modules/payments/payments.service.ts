import { eq, sql } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { payments, settlements } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import type { TLayout } from '@/server/mail/templates.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { liftPaidSuspension } from '../fair-play/unpaid-suspension.ts';
import { settleWithdrawalRefunds } from '../withdrawals/withdrawal-refunds.ts';

type TMethod = (typeof payments.$inferInsert)['method'];

/**
 * Records money received (positive) or returned (negative) for a settlement, in the caller's transaction.
 * The settlement row is locked first, so two refunds at once cannot both pass the "not more than was paid"
 * check. Nothing else ever marks a settlement paid.
 */
export const addPayment = async (
  tx: TTx,
  input: {
    settlementId: number;
    amount: number;
    method: TMethod;
    note?: string | null;
    paidOn?: Date;
    bankLineId?: number;
    cardPaymentId?: number;
    subscriptionId?: number;
    recordedBy?: number | null;
  },
) => {
  const [settlement] = await tx
    .select()
    .from(settlements)
    .where(eq(settlements.id, input.settlementId))
    .for('update');
  if (!settlement) throw notFound(apiText.settlements.notFound);
  if (input.amount === 0)
    throw new AppError('VALIDATION', apiText.payments.amountZero, {
      fields: { amount: apiText.payments.amountRequired },
    });
  if (input.amount < 0) {
    const [{ paid }] = (await tx
      .select({ paid: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
      .from(payments)
      .where(eq(payments.settlementId, input.settlementId))) as [{ paid: number }];
    if (-input.amount > paid)
      throw new AppError('BUSINESS_RULE', apiText.payments.refundAbovePaid, {
        fields: { amount: apiText.payments.refundAbovePaidField },
      });
  }
  const [payment] = await tx
    .insert(payments)
    .values({
      settlementId: input.settlementId,
      amount: input.amount,
      method: input.method,
      note: input.note ?? null,
      paidOn: input.paidOn ?? new Date(),
      bankLineId: input.bankLineId ?? null,
      cardPaymentId: input.cardPaymentId ?? null,
      subscriptionId: input.subscriptionId ?? null,
      recordedBy: input.recordedBy ?? null,
    })
    .returning();
  // Paying what was overdue gives back bidding taken away for it (docs/fair-play.md).
  if (input.amount > 0) await liftPaidSuspension(tx, settlement.userId);
  return payment!;
};

type TRecordedPayment = {
  adminId: number;
  settlementId: number;
  amount: number;
  method: TMethod;
  paidOn: Date;
  note: string | null;
  /** A refund a second person approved (four eyes): both are in the audit record. */
  approvedBy?: number;
  /** For the e-mail of a withdrawal this refund settles. */
  site: TLayout;
};

/** A payment or refund an admin records by hand, in the caller's transaction (an approval applies it so). */
export const recordPaymentIn = async (
  tx: TTx,
  { adminId, settlementId, approvedBy, site, ...input }: TRecordedPayment,
) => {
  const payment = await addPayment(tx, { settlementId, ...input, recordedBy: adminId });
  // A consumer's withdrawal is refunded through this same path (docs/after-the-hammer.md).
  if (input.amount < 0) await settleWithdrawalRefunds(tx, { settlementId, site });
  await recordAudit(tx, {
    actorId: adminId,
    entity: 'settlement',
    entityId: settlementId,
    action: input.amount < 0 ? 'refund' : 'payment',
    changes: {
      amount: input.amount,
      method: input.method,
      note: input.note,
      ...(approvedBy ? { approvedBy } : {}),
    },
  });
  return payment;
};

/** A payment or refund an admin records by hand (cash at the office, a transfer seen in the bank…). */
export const recordPayment = ({ db, ...payment }: TRecordedPayment & { db: TDb }) =>
  db.transaction((tx) => recordPaymentIn(tx, payment));
