/**
 * What has been settled or invoiced does not change (docs/after-the-hammer.md, "Money once fixed"). An
 * auction's money fields (commission, IVA of the goods, deposit) are fixed once any of its lots is in a
 * buyer's settlement (an invoice always bills a settlement's lines); a lot's (hammer, buyer, bids, prices)
 * once it is in one. The database refuses the essential columns too (migration `money-lock`); these checks
 * answer first, with the reason, and tell the back office which fields to show read-only.
 */

import { and, eq } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { invoices, settlementLines, settlements } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';

/** Why the auction's money fields can no longer change, or null while they can. */
export const auctionMoneyLock = async (db: TDb | TTx, auctionId: number) => {
  const [settled] = await db
    .select({ id: settlements.id })
    .from(settlements)
    .where(eq(settlements.auctionId, auctionId))
    .limit(1);
  return settled ? apiText.settlements.auctionMoneyLocked : null;
};

/** Why the lot's hammer, buyer, bids and prices can no longer change, or null while they can. */
export const lotMoneyLock = async (db: TDb | TTx, lotId: number) => {
  const [line] = await db
    .select({ id: settlementLines.id })
    .from(settlementLines)
    .where(eq(settlementLines.lotId, lotId))
    .limit(1);
  return line ? apiText.settlements.lotMoneyLocked : null;
};

const refuse = (reason: string | null, fields: string[]) => {
  if (reason)
    throw new AppError('CONFLICT', reason, {
      fields: Object.fromEntries(fields.map((field) => [field, reason])),
    });
};

/** Refuses (409, naming `fields`) a change of an auction's money once it has settlements or invoices. */
export const assertAuctionMoneyOpen = async (db: TDb | TTx, auctionId: number, fields: string[] = []) =>
  refuse(await auctionMoneyLock(db, auctionId), fields);

/** Refuses (409, naming `fields`) a change of a lot's money once it is settled or invoiced. */
export const assertLotMoneyOpen = async (db: TDb | TTx, lotId: number, fields: string[] = []) =>
  refuse(await lotMoneyLock(db, lotId), fields);

/** Why one buyer's money in one auction (their premium) can no longer change: their settlement is invoiced. */
export const buyerMoneyLock = async (
  db: TDb | TTx,
  { auctionId, userId }: { auctionId: number; userId: number },
) => {
  const [invoiced] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(settlements, eq(settlements.id, invoices.settlementId))
    .where(and(eq(settlements.auctionId, auctionId), eq(settlements.userId, userId)))
    .limit(1);
  return invoiced ? apiText.settlements.buyerInvoiced : null;
};
