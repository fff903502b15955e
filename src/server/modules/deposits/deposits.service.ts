import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  lt,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDepositOrder } from '@/common/schemas/deposits.ts';
import { depositStatuses, type TDepositStatus } from '@/common/schemas/settlements.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions, payments, settlements, subscriptions, users } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { silentTransaction } from '@/server/live/silent-transaction.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { TSite } from '../auth/accounts.service.ts';
import { rectifySettlementInvoices } from '../invoices/invoice-rectification.service.ts';
import { addPayment } from '../payments/payments.service.ts';
import { buyerName } from '../users/user-brief.ts';
import { moveDeposit, printedIban } from './deposit-moves.ts';

/**
 * What moves a deposit: the admin (received, refunded, forfeited), the settlement step of a finished
 * auction (applied or owed back); and the back office's list. The allowed moves are in deposit-moves.ts.
 */

/**
 * The admin says the deposit arrived (or, to correct a mistake, that it did not); after the auction closed,
 * only as a late receipt with its reason.
 */
export const setDepositReceived = ({
  db,
  site,
  subscriptionId,
  isReceived,
  adminId,
  lateReason = null,
}: {
  db: TDb;
  site: TSite;
  subscriptionId: number;
  isReceived: boolean;
  adminId: number;
  lateReason?: string | null;
}) =>
  db.transaction((tx) =>
    moveDeposit(tx, { subscriptionId, to: isReceived ? 'received' : 'pending', site, adminId, lateReason }),
  );

/** How much a subscription's deposit is (its auction's caution), in cents; null when there is none. */
export const depositAmount = async ({ db, subscriptionId }: { db: TDb; subscriptionId: number }) => {
  const [row] = await db
    .select({ caution: auctions.caution })
    .from(subscriptions)
    .innerJoin(auctions, eq(auctions.id, subscriptions.auctionId))
    .where(eq(subscriptions.id, subscriptionId));
  return row?.caution ?? null;
};

/** The admin returned a non-winner's deposit (by transfer to their refund IBAN: refused without one). */
export const markDepositRefunded = ({
  db,
  site,
  subscriptionId,
  adminId,
  note,
}: {
  db: TDb;
  site: TSite;
  subscriptionId: number;
  adminId: number;
  note: string | null;
}) => db.transaction((tx) => moveDeposit(tx, { subscriptionId, to: 'refunded', site, adminId, note }));

/**
 * A winner did not pay: the sale is undone (their settlement cancelled, its invoices rectified in the same
 * transaction) and the deposit is kept, as the auction's conditions say. The deposit's payment row stays where it is: it is money the house holds, now
 * as a penalty rather than towards the price, so the books still show where it came from.
 */
export const forfeitDeposit = ({
  db,
  site,
  subscriptionId,
  adminId,
  reason,
}: {
  db: TDb;
  site: TSite;
  subscriptionId: number;
  adminId: number;
  reason: string;
}) =>
  db.transaction(async (tx) => {
    const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    if (!subscription) throw notFound(apiText.deposits.subscriptionNotFound);
    const [settlement] = await tx
      .select()
      .from(settlements)
      .where(
        and(eq(settlements.auctionId, subscription.auctionId), eq(settlements.userId, subscription.userId)),
      )
      .for('update');
    if (!settlement || settlement.status === 'cancelled')
      throw new AppError('BUSINESS_RULE', apiText.deposits.forfeitNeedsOpenSettlement);
    const paid = await tx
      .select({ amount: payments.amount, method: payments.method })
      .from(payments)
      .where(eq(payments.settlementId, settlement.id));
    if (paid.some((payment) => payment.method !== 'deposit'))
      throw new AppError('BUSINESS_RULE', apiText.deposits.forfeitAfterPayment);
    const moved = await moveDeposit(tx, { subscriptionId, to: 'forfeited', site, adminId, note: reason });
    await tx.update(settlements).set({ status: 'cancelled' }).where(eq(settlements.id, settlement.id));
    // The sale is undone: no invoice of it may stay in force (R1, art. 80.Dos of Ley 37/1992).
    await rectifySettlementInvoices(tx, {
      settlementId: settlement.id,
      reason: `Venta resuelta por impago: se retiene el depósito. ${reason}`,
      adminId,
    });
    await recordAudit(tx, {
      actorId: adminId,
      entity: 'settlement',
      entityId: settlement.id,
      action: 'cancel',
      changes: { reason },
    });
    return moved;
  });

/**
 * The settlement step, first of all: each received deposit of the finished auction is applied to its
 * bidder's settlement (a `deposit` payment) if they won something, or becomes owed back. Only `received`
 * deposits are looked at, so running it again changes nothing.
 */
export const settleAuctionDeposits =
  (site: TSite) =>
  async ({ db, auctionId }: { db: TDb; auctionId: number }) => {
    const held = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.auctionId, auctionId), eq(subscriptions.depositStatus, 'received')))
      .orderBy(asc(subscriptions.id));
    for (const { id } of held) {
      await silentTransaction(db, async (tx) => {
        const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
        const [auction] = await tx.select().from(auctions).where(eq(auctions.id, auctionId));
        if (subscription?.depositStatus !== 'received' || auction?.caution == null) return;
        const [settlement] = await tx
          .select()
          .from(settlements)
          .where(and(eq(settlements.auctionId, auctionId), eq(settlements.userId, subscription.userId)));
        if (settlement && settlement.status === 'open') {
          await addPayment(tx, {
            settlementId: settlement.id,
            amount: auction.caution,
            method: 'deposit',
            subscriptionId: id,
            note: 'Depósito aplicado',
          });
          await moveDeposit(tx, { subscriptionId: id, to: 'applied', site });
        } else {
          await moveDeposit(tx, { subscriptionId: id, to: 'refund-due', site });
        }
      });
    }
  };

/** Owed back past the deadline of the auction's conditions (docs/after-the-hammer.md). */
export const isRefundOverdue = (now: Date) =>
  and(eq(subscriptions.depositStatus, 'refund-due'), lt(subscriptions.refundDueOn, now));

/** Sorting by state follows a deposit's life (pending first), not the alphabet. */
const statusRank = sql`array_position(array[${sql.join(
  depositStatuses.map((status) => sql`${status}`),
  sql`, `,
)}]::text[], ${subscriptions.depositStatus})`;

const orderColumns: Record<TDepositOrder['field'], (AnyColumn | SQLWrapper)[]> = {
  // The name as the list shows it (buyerName): the company's, or the person's first name and surnames.
  bidderName: [
    sql`case when ${users.isCompany} and coalesce(${users.companyName}, '') <> '' then ${users.companyName} else ${users.firstname} || ' ' || ${users.lastname} end`,
  ],
  auctionTitle: [auctions.title],
  amount: [auctions.caution],
  status: [statusRank],
};

/** Deposits for the back office, with the bidder and where to refund; a page at a time, sorted as asked. */
export const listDeposits = async ({
  db,
  auctionId,
  status,
  awaitingIban,
  overdue = false,
  order,
  page = 1,
  limit = 25,
  now = new Date(),
}: {
  db: TDb;
  auctionId?: number;
  status?: TDepositStatus;
  /** Only the deposits that cannot be refunded yet: no refund IBAN, and not applied or settled. */
  awaitingIban?: boolean;
  overdue?: boolean;
  now?: Date;
  order?: TDepositOrder;
  page?: number;
  limit?: number;
}) => {
  const where = and(
    sql`${auctions.caution} is not null`,
    auctionId ? eq(subscriptions.auctionId, auctionId) : undefined,
    status ? eq(subscriptions.depositStatus, status) : undefined,
    awaitingIban
      ? and(
          isNull(subscriptions.refundIban),
          inArray(subscriptions.depositStatus, ['pending', 'received', 'refund-due']),
        )
      : undefined,
    overdue ? isRefundOverdue(now) : undefined,
  );
  const sorted = order
    ? orderColumns[order.field].map((column) => (order.direction === 'desc' ? desc(column) : asc(column)))
    : // Unsorted, the latest auctions come first: those are the deposits a clerk is dealing with.
      [desc(auctions.id), asc(users.lastname)];
  const [rows, [totals]] = await Promise.all([
    db
      .select({ subscription: subscriptions, auction: auctions, user: users })
      .from(subscriptions)
      .innerJoin(auctions, eq(auctions.id, subscriptions.auctionId))
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(where)
      .orderBy(...sorted, asc(subscriptions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(subscriptions)
      .innerJoin(auctions, eq(auctions.id, subscriptions.auctionId))
      .where(where),
  ]);
  const deposits = rows.map(({ subscription, auction, user }) => ({
    subscriptionId: subscription.id,
    auctionId: auction.id,
    auctionTitle: auction.title,
    userId: user.id,
    bidderName: buyerName(user),
    vatId: user.vatId,
    email: user.email,
    amount: auction.caution!,
    status: subscription.depositStatus,
    refundIban: printedIban(subscription.refundIban),
    auctionClosed: auction.status === 'closed',
    refundDueOn:
      subscription.depositStatus === 'refund-due' ? (subscription.refundDueOn?.toISOString() ?? null) : null,
    isRefundOverdue:
      subscription.depositStatus === 'refund-due' &&
      subscription.refundDueOn !== null &&
      subscription.refundDueOn < now,
  }));
  return { deposits, total: totals?.total ?? 0 };
};
