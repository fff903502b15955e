import { asc, eq, inArray } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions, subscriptions, users } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { silentTransaction } from '@/server/live/silent-transaction.ts';
import type { TSite } from '../auth/accounts.service.ts';
import { buyerName } from '../users/user-brief.ts';
import { canMoveDeposit, lateReceiptRefusal, moveDeposit } from './deposit-moves.ts';

/**
 * The clerk notes several deposits as arrived (the bank statement of the morning): all of them or none, in
 * one transaction, each by the single action's rule (`moveDeposit` to `received`, audited and e-mailed).
 * The rows are locked in id order first, so two clerks marking overlapping sets cannot deadlock, and every
 * deposit that cannot be received is named in the refusal rather than the first one only. Deposits of
 * auctions already closed go only as a late receipt, with the clerk's reason (`lateReason`).
 */
export const markDepositsReceived = ({
  db,
  site,
  subscriptionIds,
  adminId,
  lateReason = null,
}: {
  db: TDb;
  site: TSite;
  subscriptionIds: number[];
  adminId: number;
  lateReason?: string | null;
}) =>
  silentTransaction(db, async (tx) => {
    const ids = [...new Set(subscriptionIds)];
    const rows = await tx
      .select({
        id: subscriptions.id,
        status: subscriptions.depositStatus,
        caution: auctions.caution,
        auctionTitle: auctions.title,
        auctionStatus: auctions.status,
        user: users,
      })
      .from(subscriptions)
      .innerJoin(auctions, eq(auctions.id, subscriptions.auctionId))
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(inArray(subscriptions.id, ids))
      .orderBy(asc(subscriptions.id))
      .for('update', { of: subscriptions });
    const missing = ids.filter((id) => !rows.some((row) => row.id === id));
    if (missing.length) throw notFound(apiText.deposits.subscriptionsNotFound(missing.join(', ')));
    const refused = rows.flatMap((row) => {
      const who = apiText.deposits.bulkBidder(buyerName(row.user), row.auctionTitle);
      if (row.caution === null) return [apiText.deposits.bulkNoDeposit(who)];
      if (!canMoveDeposit(row.status, 'received')) return [apiText.deposits.bulkInState(who, row.status)];
      const late = lateReceiptRefusal(
        { title: row.auctionTitle, status: row.auctionStatus },
        { from: row.status, to: 'received', lateReason },
      );
      return late ? [`${buyerName(row.user)}: ${late}`] : [];
    });
    if (refused.length) throw new AppError('BUSINESS_RULE', apiText.deposits.bulkRefused(refused));
    for (const row of rows)
      await moveDeposit(tx, { subscriptionId: row.id, to: 'received', site, adminId, lateReason });
    return rows.length;
  });
