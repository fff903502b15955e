import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { friendlyFormatIBAN } from 'ibantools';
import { z } from 'zod';
import { settlementReference } from '@/common/payment-reference.ts';
import type { TSettlement, TSettlementState } from '@/common/schemas/settlements.ts';
import { lineAmounts, settlementTotals } from '@/common/settlement-money.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import {
  auctions,
  invoices,
  lots,
  payments,
  pickupBookings,
  pickupSlots,
  saleLots,
  sales,
  settlementLines,
  settlements,
  subscriptions,
  users,
} from '@/server/db/schema/index.ts';
import { notFound } from '@/server/lib/app-error.ts';
import { readConfigValue } from '@/server/modules/config-data/config-data.service.ts';

type TSettlementRow = typeof settlements.$inferSelect;

/** IVA on the buyer's premium (config `vatPercent`, DESIGN §5). */
export const readPremiumVatPercent = (db: TDb | TTx) =>
  readConfigValue({ db: db as TDb, key: 'vatPercent', schema: z.number().min(0).max(100), fallback: 21 });

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
  if (existing) return existing;
  // The reference is derived from the id, so the id is taken first.
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('settlements', 'id'))::int as id`,
  );
  const { id } = (result as unknown as { rows: [{ id: number }] }).rows[0];
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
  }: { lotId: number; userId: number; hammer: number; offerId?: number | null },
) => {
  const [row] = await tx
    .select({ lot: lots, auction: auctions })
    .from(lots)
    .innerJoin(auctions, eq(auctions.id, lots.auctionId))
    .where(eq(lots.id, lotId));
  if (!row) throw notFound('El lote no existe.');
  const { lot, auction } = row;
  const settlement = await settlementFor(tx, { auctionId: auction.id }, userId, auction.lastPaymentDate);
  const money = lineAmounts({
    hammer,
    premiumPercent: auction.commissionPercent,
    premiumVatPercent: await readPremiumVatPercent(tx),
    goodsVatPercent: auction.goodsVatPercent,
  });
  await tx
    .insert(settlementLines)
    .values({
      settlementId: settlement.id,
      lotId,
      offerId,
      description: lot.invoiceDescription?.trim() || lot.title,
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
  if (!lot) throw notFound('El lote no existe en esta liquidación.');
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

const stateOf = (row: TSettlementRow, balance: number, allCollected: boolean): TSettlementState => {
  if (row.status === 'cancelled') return 'cancelled';
  if (balance > 0) return 'pending';
  return allCollected ? 'collected' : 'paid';
};

/** The house's account buyers transfer to (the admin's `bankAccount` setting). */
export type TBankAccount = { iban: string; holder: string; bic: string | null };

/** Full views of the given settlements (lines, payments, totals, deposit), in the order given. */
export const settlementViews = async (
  db: TDb | TTx,
  rows: TSettlementRow[],
  {
    bank,
    isCardEnabled = false,
    now = new Date(),
  }: { bank?: TBankAccount; isCardEnabled?: boolean; now?: Date } = {},
) => {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const auctionIds = [...new Set(rows.flatMap((row) => (row.auctionId ? [row.auctionId] : [])))];
  const saleIds = [...new Set(rows.flatMap((row) => (row.saleId ? [row.saleId] : [])))];
  const [lineRows, paymentRows, auctionRows, saleRows, subscriptionRows, invoiceRows, bookingRows] =
    await Promise.all([
      db
        .select({ line: settlementLines, lotTitle: lots.title, saleLotTitle: saleLots.title })
        .from(settlementLines)
        .leftJoin(lots, eq(lots.id, settlementLines.lotId))
        .leftJoin(saleLots, eq(saleLots.id, settlementLines.saleLotId))
        .where(inArray(settlementLines.settlementId, ids))
        .orderBy(asc(settlementLines.id)),
      db
        .select()
        .from(payments)
        .where(inArray(payments.settlementId, ids))
        .orderBy(asc(payments.paidOn), asc(payments.id)),
      auctionIds.length ? db.select().from(auctions).where(inArray(auctions.id, auctionIds)) : [],
      saleIds.length ? db.select().from(sales).where(inArray(sales.id, saleIds)) : [],
      auctionIds.length
        ? // Only the buyers' own subscriptions (their deposits), not every bidder of the auction.
          db
            .select()
            .from(subscriptions)
            .where(
              and(
                inArray(subscriptions.auctionId, auctionIds),
                inArray(
                  subscriptions.userId,
                  rows.map((row) => row.userId),
                ),
              ),
            )
        : [],
      db.select().from(invoices).where(inArray(invoices.settlementId, ids)).orderBy(asc(invoices.id)),
      db
        .select({ settlementId: pickupBookings.settlementId, slot: pickupSlots })
        .from(pickupBookings)
        .innerJoin(pickupSlots, eq(pickupSlots.id, pickupBookings.slotId))
        .where(inArray(pickupBookings.settlementId, ids)),
    ]);
  const auctionById = new Map(auctionRows.map((auction) => [auction.id, auction]));
  const saleById = new Map(saleRows.map((sale) => [sale.id, sale]));
  return rows.map((row): TSettlement => {
    const lines = lineRows.filter(({ line }) => line.settlementId === row.id);
    const paid = paymentRows.filter((payment) => payment.settlementId === row.id);
    const totals = settlementTotals(
      lines.map(({ line }) => line),
      paid,
    );
    const auction = row.auctionId ? auctionById.get(row.auctionId) : undefined;
    const sale = row.saleId ? saleById.get(row.saleId) : undefined;
    const subscription = subscriptionRows.find(
      (candidate) => candidate.auctionId === row.auctionId && candidate.userId === row.userId,
    );
    const allCollected = lines.length > 0 && lines.every(({ line }) => line.collectedOn !== null);
    const state = stateOf(row, totals.balance, allCollected);
    return {
      id: row.id,
      auctionId: row.auctionId,
      saleId: row.saleId,
      userId: row.userId,
      title: auction?.title ?? sale?.title ?? '',
      reference: row.reference,
      state,
      isOverdue: state === 'pending' && row.dueDate !== null && row.dueDate < now,
      dueDate: row.dueDate?.toISOString() ?? null,
      lastCollectionDate: auction?.lastCollectionDate?.toISOString() ?? null,
      externalInvoice: auction ? auction.externalInvoice : true,
      lines: lines.map(({ line, lotTitle, saleLotTitle }) => ({
        id: line.id,
        lotId: line.lotId,
        saleLotId: line.saleLotId,
        title: lotTitle ?? saleLotTitle ?? line.description,
        description: line.description,
        hammer: line.hammer,
        premiumPercent: line.premiumPercent,
        premium: line.premium,
        premiumVatPercent: line.premiumVatPercent,
        premiumVat: line.premiumVat,
        goodsVatPercent: line.goodsVatPercent,
        goodsVat: line.goodsVat,
        total: line.total,
        awardedOn: line.awardedOn.toISOString(),
        invoiceId: line.invoiceId,
        collectedOn: line.collectedOn?.toISOString() ?? null,
      })),
      payments: paid.map((payment) => ({
        id: payment.id,
        amount: payment.amount,
        method: payment.method,
        note: payment.note,
        paidOn: payment.paidOn.toISOString(),
      })),
      invoices: invoiceRows
        .filter((invoice) => invoice.settlementId === row.id)
        .map((invoice) => ({
          id: invoice.id,
          fullNumber: invoice.fullNumber,
          kind: invoice.kind,
          issueDate: invoice.issueDate,
          total: invoice.total,
          taxTotal: invoice.taxTotal,
          rectifiedInvoiceId: invoice.rectifiedInvoiceId,
        })),
      totals,
      pickup: (() => {
        const booking = bookingRows.find((candidate) => candidate.settlementId === row.id);
        return booking
          ? {
              slotId: booking.slot.id,
              startsAt: booking.slot.startsAt.toISOString(),
              endsAt: booking.slot.endsAt.toISOString(),
            }
          : null;
      })(),
      collectionCode: state === 'paid' || state === 'collected' ? row.collectionCode : null,
      payByCard: isCardEnabled && state === 'pending' && totals.balance > 0,
      transfer:
        bank && state === 'pending'
          ? {
              iban: friendlyFormatIBAN(bank.iban) ?? bank.iban,
              holder: bank.holder,
              bic: bank.bic,
              reference: row.reference,
              amount: totals.balance,
            }
          : null,
      deposit:
        auction?.caution != null && subscription
          ? { amount: auction.caution, status: subscription.depositStatus }
          : null,
      createdOn: row.createdOn.toISOString(),
    };
  });
};

/** A buyer's settlements, newest first. */
export const listUserSettlements = async ({
  db,
  userId,
  bank,
  isCardEnabled,
}: {
  db: TDb;
  userId: number;
  bank?: TBankAccount;
  isCardEnabled?: boolean;
}) =>
  settlementViews(
    db,
    await db
      .select()
      .from(settlements)
      .where(eq(settlements.userId, userId))
      .orderBy(sql`${settlements.id} desc`),
    { bank, isCardEnabled },
  );

/** One settlement; with `userId`, only if it is that buyer's (anyone else gets "not found"). */
export const getSettlement = async ({
  db,
  id,
  userId,
  bank,
  isCardEnabled,
  now,
}: {
  db: TDb | TTx;
  id: number;
  userId?: number;
  bank?: TBankAccount;
  isCardEnabled?: boolean;
  now?: Date;
}) => {
  const [row] = await db
    .select()
    .from(settlements)
    .where(and(eq(settlements.id, id), userId === undefined ? undefined : eq(settlements.userId, userId)));
  if (!row) throw notFound('La liquidación no existe.');
  return (await settlementViews(db, [row], { bank, isCardEnabled, now }))[0]!;
};

/** Every settlement of an auction with its buyer, for the back office. */
export const listAuctionSettlements = async ({ db, auctionId }: { db: TDb; auctionId: number }) => {
  const rows = await db
    .select()
    .from(settlements)
    .where(eq(settlements.auctionId, auctionId))
    .orderBy(asc(settlements.id));
  const views = await settlementViews(db, rows, { bank: undefined });
  const buyers = rows.length
    ? await db
        .select()
        .from(users)
        .where(
          inArray(
            users.id,
            rows.map((row) => row.userId),
          ),
        )
    : [];
  const subscribed = await db.select().from(subscriptions).where(eq(subscriptions.auctionId, auctionId));
  return views.map((view) => {
    const user = buyers.find((candidate) => candidate.id === view.userId)!;
    return {
      ...view,
      buyer: {
        id: user.id,
        name: user.isCompany && user.companyName ? user.companyName : `${user.firstname} ${user.lastname}`,
        vatId: user.vatId,
        email: user.email,
      },
      subscriptionId: subscribed.find((subscription) => subscription.userId === user.id)?.id ?? null,
    };
  });
};
