import { and, asc, eq } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TPremiumWaiver } from '@/common/schemas/fair-play.ts';
import { lineAmounts } from '@/common/settlement-money.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { auctions, premiumWaivers, settlementLines, settlements, users } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { buyerMoneyLock } from '../settlements/money-lock.ts';
import { bidderBrief } from '../users/user-brief.ts';

/**
 * A buyer whose premium is waived in one auction (docs/fair-play.md): a secured creditor taking its own
 * collateral, say. Their settlement lines bill the hammer and its IVA only; the waiver is set or removed by
 * contabilidad, audited, and fixed once that buyer's settlement of the auction is invoiced (money-lock.ts).
 */

export const listPremiumWaivers = async ({
  db,
  auctionId,
}: {
  db: TDb | TTx;
  auctionId: number;
}): Promise<TPremiumWaiver[]> => {
  const rows = await db
    .select({ waiver: premiumWaivers, user: users })
    .from(premiumWaivers)
    .innerJoin(users, eq(users.id, premiumWaivers.userId))
    .where(eq(premiumWaivers.auctionId, auctionId))
    .orderBy(asc(users.lastname), asc(users.id));
  return Promise.all(
    rows.map(async ({ waiver, user }) => ({
      auctionId: waiver.auctionId,
      userId: waiver.userId,
      buyer: bidderBrief(user),
      reason: waiver.reason,
      createdOn: waiver.createdOn.toISOString(),
      invoiced: (await buyerMoneyLock(db, { auctionId, userId: waiver.userId })) !== null,
    })),
  );
};

/** Bills the buyer's lines of the auction again with `premiumPercent` (0 while waived). */
const rebillLines = async (tx: TTx, auctionId: number, userId: number, premiumPercent: number) => {
  const lines = await tx
    .select({ line: settlementLines })
    .from(settlementLines)
    .innerJoin(settlements, eq(settlements.id, settlementLines.settlementId))
    .where(and(eq(settlements.auctionId, auctionId), eq(settlements.userId, userId)));
  for (const { line } of lines) {
    const money = lineAmounts({
      hammer: line.hammer,
      premiumPercent,
      premiumVatPercent: line.premiumVatPercent,
      goodsVatPercent: line.goodsVatPercent,
    });
    await tx.update(settlementLines).set(money).where(eq(settlementLines.id, line.id));
  }
};

const assertOpen = async (tx: TTx, auctionId: number, userId: number) => {
  const reason = await buyerMoneyLock(tx, { auctionId, userId });
  if (reason) throw new AppError('CONFLICT', reason, { fields: { userId: reason } });
};

export const setPremiumWaiver = async ({
  db,
  auctionId,
  userId,
  reason,
  actorId,
}: {
  db: TDb;
  auctionId: number;
  userId: number;
  reason: string;
  actorId: number;
}) =>
  db.transaction(async (tx) => {
    const [auction] = await tx.select().from(auctions).where(eq(auctions.id, auctionId));
    if (!auction) throw notFound(apiText.fairPlay.auctionMissing);
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user)
      throw new AppError('VALIDATION', apiText.fairPlay.buyerNotFound, {
        fields: { userId: apiText.fairPlay.buyerNotFound },
      });
    await assertOpen(tx, auctionId, userId);
    const [created] = await tx
      .insert(premiumWaivers)
      .values({ auctionId, userId, reason, createdBy: actorId })
      .onConflictDoNothing()
      .returning();
    if (!created)
      throw new AppError('CONFLICT', apiText.fairPlay.premiumAlreadyWaived, {
        fields: { userId: apiText.fairPlay.premiumAlreadyWaivedField },
      });
    await rebillLines(tx, auctionId, userId, 0);
    await recordAudit(tx, {
      actorId,
      entity: 'auction',
      entityId: auctionId,
      action: 'premium-waived',
      changes: { userId, premiumPercent: [auction.commissionPercent, 0], reason },
    });
    return (await listPremiumWaivers({ db: tx, auctionId })).find((item) => item.userId === userId)!;
  });

export const removePremiumWaiver = async ({
  db,
  auctionId,
  userId,
  actorId,
}: {
  db: TDb;
  auctionId: number;
  userId: number;
  actorId: number;
}) =>
  db.transaction(async (tx) => {
    const [auction] = await tx.select().from(auctions).where(eq(auctions.id, auctionId));
    if (!auction) throw notFound(apiText.fairPlay.auctionMissing);
    await assertOpen(tx, auctionId, userId);
    const [removed] = await tx
      .delete(premiumWaivers)
      .where(and(eq(premiumWaivers.auctionId, auctionId), eq(premiumWaivers.userId, userId)))
      .returning();
    if (!removed) throw notFound(apiText.fairPlay.premiumNotWaived);
    await rebillLines(tx, auctionId, userId, auction.commissionPercent);
    await recordAudit(tx, {
      actorId,
      entity: 'auction',
      entityId: auctionId,
      action: 'premium-waiver-removed',
      changes: { userId, premiumPercent: [0, auction.commissionPercent] },
    });
  });
