/** The consumer's right of withdrawal (docs/after-the-hammer.md, "Right of withdrawal"). */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TWithdrawableLine, TWithdrawal } from '@/common/schemas/withdrawals.ts';
import { refundDeadline, withdrawalDeadline, withdrawalProblem } from '@/common/withdrawal-rules.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import {
  auctions,
  invoices,
  lots,
  saleLots,
  settlementLines,
  settlements,
  users,
  withdrawals,
} from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { withdrawalReceivedMail } from '@/server/mail/consumer-templates.ts';
import { mailFormats } from '@/server/mail/messages/index.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { TSite } from '../auth/accounts.service.ts';
import { issuePendingInvoices } from '../invoices/invoice-issuing.service.ts';
import { rectifyInTransaction } from '../invoices/invoice-rectification.service.ts';
import { settlementMoney } from './withdrawal-refunds.ts';

type TWithdrawalRow = typeof withdrawals.$inferSelect;

/** A liquidación sale (no auction) is open to everyone and its goods carry the right. */
const openToConsumers = {
  buyers: 'all',
  withdrawalExcluded: false,
  withdrawalExclusionReason: null,
} as const;

export const toWithdrawal = (row: TWithdrawalRow, rectification: string | null): TWithdrawal => ({
  id: row.id,
  settlementLineId: row.settlementLineId,
  settlementId: row.settlementId,
  lotId: row.lotId,
  declaration: row.declaration,
  refundAmount: row.refundAmount,
  declaredOn: row.declaredOn.toISOString(),
  refundDueOn: row.refundDueOn.toISOString(),
  refundedOn: row.refundedOn?.toISOString() ?? null,
  rectification,
  relistedLotId: row.relistedLotId,
});

/** The rectifying invoices' numbers, by id. */
export const rectificationNumbers = async (db: TDb | TTx, rows: TWithdrawalRow[]) => {
  const ids = rows.flatMap((row) => (row.rectificationInvoiceId ? [row.rectificationInvoiceId] : []));
  const found = ids.length
    ? await db
        .select({ id: invoices.id, fullNumber: invoices.fullNumber })
        .from(invoices)
        .where(inArray(invoices.id, ids))
    : [];
  return new Map(found.map((invoice) => [invoice.id, invoice.fullNumber]));
};

/** The buyer's awarded lines with their auction's terms, the settlement not cancelled. */
const selectLines = (db: TDb | TTx) =>
  db
    .select({
      line: settlementLines,
      settlement: settlements,
      auction: auctions,
      user: users,
      lotTitle: lots.title,
      saleLotTitle: saleLots.title,
    })
    .from(settlementLines)
    .innerJoin(settlements, eq(settlements.id, settlementLines.settlementId))
    .innerJoin(users, eq(users.id, settlements.userId))
    .leftJoin(auctions, eq(auctions.id, settlements.auctionId))
    .leftJoin(lots, eq(lots.id, settlementLines.lotId))
    .leftJoin(saleLots, eq(saleLots.id, settlementLines.saleLotId));

type TLineRow = Awaited<ReturnType<ReturnType<typeof selectLines>['where']>>[number];

const problemOf = ({ line, auction, user }: TLineRow, now: Date) =>
  withdrawalProblem(line, auction ?? openToConsumers, user, now);

/** "Mis adjudicaciones": each lot won, whether and until when it can be withdrawn from; the withdrawals made. */
export const listMyWithdrawals = async ({
  db,
  userId,
  now = new Date(),
}: {
  db: TDb;
  userId: number;
  now?: Date;
}) => {
  const rows = await selectLines(db)
    .where(and(eq(settlements.userId, userId), ne(settlements.status, 'cancelled')))
    .orderBy(desc(settlementLines.id));
  const mine = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.id));
  const numbers = await rectificationNumbers(db, mine);
  return {
    lines: rows.map(
      (row): TWithdrawableLine => ({
        settlementLineId: row.line.id,
        settlementId: row.line.settlementId,
        lotId: row.line.lotId,
        title: row.lotTitle ?? row.saleLotTitle ?? row.line.description,
        total: row.line.total,
        collectedOn: row.line.collectedOn?.toISOString() ?? null,
        until: row.line.collectedOn ? withdrawalDeadline(row.line.collectedOn).toISOString() : null,
        problem: problemOf(row, now),
      }),
    ),
    withdrawals: mine.map((row) => toWithdrawal(row, numbers.get(row.rectificationInvoiceId ?? -1) ?? null)),
  };
};

export const getMyWithdrawal = async ({ db, id, userId }: { db: TDb; id: number; userId: number }) => {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.userId, userId)));
  if (!row) throw notFound(apiText.withdrawals.notFound);
  return row;
};

/**
 * The consumer withdraws from one lot: the line stops being owed (or invoiced), what they paid beyond
 * what they still owe is due back within 14 days, the invoice that billed it is rectified and re-issued
 * without it, and they are e-mailed. Refused with the reason when the right does not apply.
 */
export const withdraw = async ({
  db,
  site,
  userId,
  input,
  now = new Date(),
}: {
  db: TDb;
  site: TSite;
  userId: number;
  input: { settlementLineId: number; consumerName: string; consumerAddress: string };
  now?: Date;
}) => {
  const created = await db.transaction(async (tx) => {
    const [row] = await selectLines(tx)
      .where(and(eq(settlementLines.id, input.settlementLineId), eq(settlements.userId, userId)))
      .for('update', { of: settlementLines });
    if (!row) throw notFound(apiText.withdrawals.awardNotFound);
    if (row.settlement.status === 'cancelled')
      throw new AppError('BUSINESS_RULE', apiText.withdrawals.purchaseCancelled);
    const problem = problemOf(row, now);
    if (problem) throw new AppError('BUSINESS_RULE', problem, { fields: { settlementLineId: problem } });
    await tx.update(settlementLines).set({ withdrawnOn: now }).where(eq(settlementLines.id, row.line.id));
    const { paid, owed } = await settlementMoney(tx, row.settlement.id);
    const refundAmount = Math.max(0, Math.min(row.line.total, paid - owed));
    const goods = row.lotTitle ?? row.saleLotTitle ?? row.line.description;
    const [withdrawal] = await tx
      .insert(withdrawals)
      .values({
        settlementLineId: row.line.id,
        settlementId: row.settlement.id,
        userId,
        lotId: row.line.lotId,
        declaration: {
          consumerName: input.consumerName,
          consumerAddress: input.consumerAddress,
          goods,
          awardedOn: row.line.awardedOn.toISOString(),
          receivedOn: row.line.collectedOn!.toISOString(),
        },
        refundAmount,
        declaredOn: now,
        refundDueOn: refundDeadline(now),
        // Nothing paid for it: nothing to give back.
        refundedOn: refundAmount === 0 ? now : null,
      })
      .returning();
    await recordAudit(tx, {
      actorId: userId,
      entity: 'settlement',
      entityId: row.settlement.id,
      action: 'withdrawal',
      changes: { settlementLineId: row.line.id, lotId: row.line.lotId, refundAmount },
    });
    const format = mailFormats(row.user.language);
    await queueMail(
      tx,
      row.user,
      withdrawalReceivedMail(site, row.user, {
        lotTitle: goods,
        declaredOn: format.date(now),
        refund: refundAmount > 0 ? format.cents(refundAmount) : null,
        refundBy: format.date(refundDeadline(now)),
        url: `${site.publicUrl}/mi-cuenta/adjudicaciones`,
      }),
    );
    // The invoice that billed the lot is cancelled by a rectificativa (R1) in this same transaction: no
    // invoice stands for a sale that is undone (docs/after-the-hammer.md, "Invoices").
    // Its goods invoice and the house's premium invoice both (one invoice, if issued before they were apart).
    const billedBy = [...new Set([row.line.invoiceId, row.line.premiumInvoiceId])].filter(
      (id): id is number => id !== null,
    );
    if (billedBy.length === 0) return { withdrawal: withdrawal!, rectification: null };
    const rectifications = [];
    for (const invoiceId of billedBy)
      rectifications.push(
        (
          await rectifyInTransaction(tx, {
            invoiceId,
            cause: 'withdrawal',
            reason: `Desistimiento del consumidor: ${goods}`,
            adminId: userId,
            now,
          })
        ).rectification,
      );
    const rectification = rectifications[0]!;
    const [linked] = await tx
      .update(withdrawals)
      .set({ rectificationInvoiceId: rectification.id })
      .where(eq(withdrawals.id, withdrawal!.id))
      .returning();
    return { withdrawal: linked!, rectification: rectification.fullNumber };
  });
  // The invoice's other lots, invoiced again with the current data (the withdrawn one never is).
  if (created.rectification)
    await issuePendingInvoices({ db, settlementId: created.withdrawal.settlementId, issuedBy: userId, now });
  const { withdrawal, rectification } = created;
  return toWithdrawal(withdrawal, rectification);
};
