import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TTx } from '@/server/db/client.ts';
import { readTogether } from '@/server/db/read-together.ts';
import { lots, payments, settlementLines, users, withdrawals } from '@/server/db/schema/index.ts';
import { withdrawalRefundedMail } from '@/server/mail/consumer-templates.ts';
import { mailFormats } from '@/server/mail/messages/index.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import type { TLayout } from '@/server/mail/templates.ts';

/** What a settlement's buyer has paid, refunds subtracted, and still owes for the lines not withdrawn. */
export const settlementMoney = async (tx: TTx, settlementId: number) => {
  const [[{ paid }], [{ owed }]] = (await readTogether(tx, [
    tx
      .select({ paid: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
      .from(payments)
      .where(eq(payments.settlementId, settlementId)),
    tx
      .select({ owed: sql<number>`coalesce(sum(${settlementLines.total}), 0)::int` })
      .from(settlementLines)
      .where(and(eq(settlementLines.settlementId, settlementId), isNull(settlementLines.withdrawnOn))),
  ])) as [[{ paid: number }], [{ owed: number }]];
  return { paid, owed };
};

/**
 * After a refund is recorded on a settlement (by hand, or once four eyes approve it): the withdrawals it
 * owed are refunded once nothing paid is left beyond what is owed. Each is marked and the buyer e-mailed.
 */
export const settleWithdrawalRefunds = async (
  tx: TTx,
  { settlementId, site, now = new Date() }: { settlementId: number; site: TLayout; now?: Date },
) => {
  const { paid, owed } = await settlementMoney(tx, settlementId);
  if (paid > owed) return;
  const refunded = await tx
    .update(withdrawals)
    .set({ refundedOn: now })
    .where(and(eq(withdrawals.settlementId, settlementId), isNull(withdrawals.refundedOn)))
    .returning();
  for (const withdrawal of refunded) {
    const [row] = await tx
      .select({ user: users, lotTitle: lots.title })
      .from(users)
      .leftJoin(lots, eq(lots.id, withdrawal.lotId ?? -1))
      .where(eq(users.id, withdrawal.userId));
    await queueMail(
      tx,
      row!.user,
      withdrawalRefundedMail(site, row!.user, {
        lotTitle: row!.lotTitle ?? withdrawal.declaration.goods,
        refund: mailFormats(row!.user.language).cents(withdrawal.refundAmount),
        url: `${site.publicUrl}/mi-cuenta/adjudicaciones`,
      }),
    );
  }
};
