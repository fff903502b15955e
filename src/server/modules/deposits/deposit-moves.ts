import { eq } from 'drizzle-orm';
import { friendlyFormatIBAN } from 'ibantools';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDepositStatus } from '@/common/schemas/settlements.ts';
import { depositRefundDeadline } from '@/common/working-days.ts';
import type { TTx } from '@/server/db/client.ts';
import { auctions, subscriptions, users } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { mailFormats } from '@/server/mail/messages/index.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { depositMovedMail } from '@/server/mail/templates.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { TSite } from '../auth/accounts.service.ts';
import { queueSettlementOfFinishedAuctions } from '../settlements/settle-auction.ts';

/** An IBAN as people read and type it, in groups of four. */
export const printedIban = (iban: string | null) => (iban ? (friendlyFormatIBAN(iban) ?? iban) : null);

/**
 * A bidder's deposit (*depósito*, the auction's `caution`) moves pending → received → applied to the
 * winner's settlement | owed back (refund-due) → refunded, or forfeited when a winner does not pay. Every
 * move goes through `moveDeposit`: it checks the move is allowed, keeps `paid` (the "may bid" flag the bid
 * rules read) in step, audits the admin's moves and e-mails the bidder.
 */
const allowedMoves: Record<TDepositStatus, TDepositStatus[]> = {
  pending: ['received'],
  received: ['pending', 'applied', 'refund-due'],
  applied: ['forfeited'],
  'refund-due': ['refunded'],
  refunded: [],
  forfeited: [],
};

/** The rule every move obeys: staying where it is changes nothing; anything else must be an allowed move. */
export const canMoveDeposit = (from: TDepositStatus, to: TDepositStatus) =>
  from === to || allowedMoves[from].includes(to);

/**
 * A deposit arriving after its auction closed is not a routine receipt: the bidder could not have bid with
 * it. The clerk says so explicitly (a late receipt, with its reason, audited); otherwise it is refused.
 */
export const lateReceiptRefusal = (
  auction: { title: string; status: 'open' | 'closed' },
  move: { from: TDepositStatus; to: TDepositStatus; lateReason: string | null },
) =>
  auction.status === 'closed' && move.to === 'received' && move.from !== 'received' && !move.lateReason
    ? apiText.deposits.lateReceiptNeeded(auction.title)
    : null;

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const moveDeposit = async (
  tx: TTx,
  {
    subscriptionId,
    to,
    site,
    adminId = null,
    note = null,
    lateReason = null,
    approvedBy = null,
  }: {
    subscriptionId: number;
    to: TDepositStatus;
    site: TSite;
    adminId?: number | null;
    note?: string | null;
    /** Receiving a deposit once the auction has closed: why (see `lateReceiptRefusal`). */
    lateReason?: string | null;
    /** A refund a second person approved (four eyes): both are in the audit record. */
    approvedBy?: number | null;
  },
) => {
  const [row] = await tx
    .select({ subscription: subscriptions, auction: auctions, user: users })
    .from(subscriptions)
    .innerJoin(auctions, eq(auctions.id, subscriptions.auctionId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptions.id, subscriptionId))
    .for('update', { of: subscriptions });
  if (!row) throw notFound(apiText.deposits.subscriptionNotFound);
  const { subscription, auction, user } = row;
  if (auction.caution === null) throw new AppError('BUSINESS_RULE', apiText.deposits.noDeposit);
  const from = subscription.depositStatus;
  if (from === to) return subscription;
  if (!canMoveDeposit(from, to)) throw new AppError('BUSINESS_RULE', apiText.deposits.cannotMove(from, to));
  const late = lateReceiptRefusal(auction, { from, to, lateReason });
  if (late) throw new AppError('BUSINESS_RULE', `${upperFirst(late)}.`, { fields: { reason: late } });
  if (to === 'refunded' && !subscription.refundIban)
    throw new AppError('CONFLICT', apiText.deposits.refundIbanMissing);
  const isLate = to === 'received' && auction.status === 'closed';
  const [moved] = await tx
    .update(subscriptions)
    .set({
      depositStatus: to,
      paid: to !== 'pending',
      // Owed back within the period the auction's conditions state (docs/after-the-hammer.md).
      refundDueOn:
        to === 'refund-due'
          ? depositRefundDeadline(auction.closedOn ?? auction.endDate, auction.depositRefundDays)
          : null,
    })
    .where(eq(subscriptions.id, subscriptionId))
    .returning();
  await recordAudit(tx, {
    actorId: adminId,
    entity: 'subscription',
    entityId: subscriptionId,
    action: `deposit-${to}`,
    changes: {
      depositStatus: [from, to],
      ...(note ? { note } : {}),
      ...(isLate ? { late: true, reason: lateReason } : {}),
      ...(approvedBy ? { approvedBy } : {}),
    },
  });
  // The auction may have been settled already: settling again applies the late deposit or owes it back.
  if (isLate) await queueSettlementOfFinishedAuctions(tx, [auction.id]);
  await queueMail(
    tx,
    user,
    depositMovedMail(site, user, {
      auctionTitle: auction.title,
      amount: mailFormats(user.language).cents(auction.caution),
      status: to,
      refundIban: printedIban(subscription.refundIban),
      note,
      url: `${site.publicUrl}/mi-cuenta/subastas/inscritas`,
    }),
  );
  return moved!;
};
