/** Awarding a lot (auction or liquidación) into its buyer's settlement, created on the first award. */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiText } from '@/common/i18n/api/index.ts';
import { settlementReference } from '@/common/payment-reference.ts';
import { lineAmounts } from '@/common/settlement-money.ts';
import { queryRows, type TDb, type TTx } from '@/server/db/client.ts';
import {
  auctions,
  lots,
  premiumWaivers,
  saleLots,
  settlementLines,
  settlements,
} from '@/server/db/schema/index.ts';
import { notFound } from '@/server/lib/app-error.ts';
import { readConfigValue } from '@/server/modules/config-data/config-data.service.ts';

type TSettlementRow = typeof settlements.$inferSelect;

/** Whether the buyer's premium is waived in the auction (docs/fair-play.md, waivers set in fair-play). */
const isPremiumWaived = async (db: TDb | TTx, auctionId: number, userId: number) =>
  (
    await db
      .select({ userId: premiumWaivers.userId })
      .from(premiumWaivers)
      .where(and(eq(premiumWaivers.auctionId, auctionId), eq(premiumWaivers.userId, userId)))
  ).length > 0;

/** IVA on the buyer's premium (config `vatPercent`, docs/product.md#settlement). */
export const readPremiumVatPercent = (db: TDb | TTx) =>
  readConfigValue({ db, key: 'vatPercent', schema: z.number().min(0).max(100), fallback: 21 });

/** Unambiguous characters only: the code is read aloud and typed at the warehouse. */
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCollectionCode = () =>
  [...randomBytes(10)].map((byte) => codeAlphabet[byte % codeAlphabet.length]).join('');

/** The buyer's open settlement for an auction or a sale, created on their first award. */
const settlementFor = async (
  tx: TTx,
  parent: { auctionId: number; saleId?: undefined } | { saleId: number; auctionId?: undefined },
  userId: number,
  dueDate: Date | null,
): Promise<TSettlementRow> => {
  const where = parent.auctionId
    ? and(eq(settlements.auctionId, parent.auctionId), eq(settlements.userId, userId))
    : and(eq(settlements.saleId, parent.saleId!), eq(settlements.userId, userId));
  const [existing] = await tx.select().from(settlements).where(where);
  // A lot approved later gives its buyer their full time to pay: the later deadline stands.
  if (existing && dueDate && existing.dueDate && dueDate > existing.dueDate) {
    const [moved] = await tx
      .update(settlements)
      .set({ dueDate })
      .where(eq(settlements.id, existing.id))
      .returning();
    return moved!;
  }
  if (existing) return existing;
  // The reference is derived from the id, so the id is taken first.
  const [{ id }] = (await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('settlements', 'id'))::int as id`,
  )) as [{ id: number }];
  const [created] = await tx
    .insert(settlements)
    .values({
      id,
      auctionId: parent.auctionId ?? null,
      saleId: parent.saleId ?? null,
      userId,
      reference: settlementReference(id),
      collectionCode: newCollectionCode(),
      dueDate,
    })
    .onConflictDoNothing()
    .returning();
  return created ?? (await tx.select().from(settlements).where(where))[0]!;
};

/**
 * The payment deadline of a lot adjudicated at `awardedOn`: the auction's `lastPaymentDate`, moved on by
 * however long the result waited after the lot closed (an approval days later does not eat into the
 * buyer's time to pay).
 */
export const paymentDueDate = (
  lastPaymentDate: Date | null,
  closedOn: Date | null,
  awardedOn: Date | undefined,
) => {
  if (!lastPaymentDate) return null;
  const waited = closedOn && awardedOn ? Math.max(0, awardedOn.getTime() - closedOn.getTime()) : 0;
  return new Date(lastPaymentDate.getTime() + waited);
};

/**
 * Awards an auction lot to its buyer at `hammer` (the closing bid, or an accepted offer): adds the line,
 * with its money fixed now, to the buyer's settlement for that auction. Call inside the transaction that
 * marks the lot sold, so a lot is never sold without being owed, nor owed twice (unique line per lot).
 */
export const awardLot = async (
  tx: TTx,
  {
    lotId,
    userId,
    hammer,
    offerId = null,
    awardedOn,
  }: { lotId: number; userId: number; hammer: number; offerId?: number | null; awardedOn?: Date },
) => {
  const [row] = await tx
    .select({ lot: lots, auction: auctions })
    .from(lots)
    .innerJoin(auctions, eq(auctions.id, lots.auctionId))
    .where(eq(lots.id, lotId));
  if (!row) throw notFound(apiText.settlements.lotNotFound);
  const { lot, auction } = row;
  const dueDate = paymentDueDate(auction.lastPaymentDate, lot.closedOn, awardedOn);
  const settlement = await settlementFor(tx, { auctionId: auction.id }, userId, dueDate);
  const premiumVatPercent = await readPremiumVatPercent(tx);
  // The lot's own treatment, or its auction's (docs/after-the-hammer.md, "Tax treatment"); only `general`
  // adds IVA to the hammer.
  const taxTreatment = lot.taxTreatment ?? auction.taxTreatment;
  const taxProvision = lot.taxTreatment ? lot.taxProvision : auction.taxProvision;
  const money = lineAmounts({
    hammer,
    // A buyer whose premium is waived in this auction (docs/fair-play.md) is billed the hammer alone.
    premiumPercent: (await isPremiumWaived(tx, auction.id, userId)) ? 0 : auction.commissionPercent,
    premiumVatPercent,
    goodsVatPercent: taxTreatment === 'general' ? (auction.goodsVatPercent ?? premiumVatPercent) : null,
  });
  await tx
    .insert(settlementLines)
    .values({
      settlementId: settlement.id,
      lotId,
      offerId,
      description: lot.invoiceDescription?.trim() || lot.title,
      taxTreatment,
      taxProvision,
      purchasePrice: taxTreatment === 'rebu' ? lot.purchasePrice : null,
      ...money,
    })
    .onConflictDoNothing();
  return settlement;
};

/**
 * Awards a liquidación lot through an accepted offer. Liquidaciones carry no buyer's premium: the
 * seller (often the *administrador concursal*) invoices the goods directly, so the line is the price.
 */
export const awardSaleLot = async (
  tx: TTx,
  {
    saleLotId,
    userId,
    amount,
    offerId,
  }: { saleLotId: number; userId: number; amount: number; offerId: number },
) => {
  const [lot] = await tx.select().from(saleLots).where(eq(saleLots.id, saleLotId));
  if (!lot) throw notFound(apiText.settlements.lotNotInSettlement);
  const settlement = await settlementFor(tx, { saleId: lot.saleId }, userId, null);
  const money = lineAmounts({
    hammer: amount,
    premiumPercent: 0,
    premiumVatPercent: 0,
    goodsVatPercent: null,
  });
  await tx
    .insert(settlementLines)
    .values({ settlementId: settlement.id, saleLotId, offerId, description: lot.title, ...money })
    .onConflictDoNothing();
  return settlement;
};
