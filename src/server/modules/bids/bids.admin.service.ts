import { and, asc, count, desc, eq, max, sql } from 'drizzle-orm';
import { bidSteps, minimumNextBid } from '@/common/bid-rules.ts';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TAdminBidOrder, TLiveLotUpdatedEvent } from '@/common/schemas/bids.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions, bids, lots, users } from '@/server/db/schema/index.ts';
import { notFound } from '@/server/lib/app-error.ts';
import { recordLiveEvent } from '@/server/live/notify.ts';
import { findAuction } from '../auctions/auctions.service.ts';
import { loadLeaders } from '../catalogue/leaders.ts';
import { readBidRanges } from '../config-data/config-data.service.ts';
import { isSoldAtClose } from '../lots/lot-schedule.service.ts';
import { assertLotMoneyOpen } from '../settlements/money-lock.ts';
import { bidderBrief } from '../users/user-brief.ts';

/** Bids in the back office (docs/product.md#api-contract, "Bids"): real names, deleting a bid, the dashboard's figures. */

// A bid's id follows the order bids were placed in (one place_bid statement each), and is unique.
const bidOrderColumns = { createdOn: bids.id, amount: bids.amount, lotOrder: lots.order } as const;

/**
 * Bids of an auction for the back office, newest first unless sorted otherwise, with lot and bidder (real
 * names: admins only). Ties break newest first, so bids on one lot read as its history.
 */
export const listAuctionBids = async (options: {
  db: TDb;
  auctionId: number;
  page?: number;
  limit?: number;
  lotId?: number;
  userId?: number;
  order?: TAdminBidOrder;
}) => {
  const { db, auctionId, page = 1, limit, lotId, userId, order } = options;
  const column = bidOrderColumns[order?.field ?? 'createdOn'];
  await findAuction(db, auctionId);
  const where = and(
    eq(lots.auctionId, auctionId),
    lotId ? eq(bids.lotId, lotId) : undefined,
    userId ? eq(bids.userId, userId) : undefined,
  );
  const base = db
    .select({
      bid: bids,
      lot: { id: lots.id, title: lots.title, order: lots.order },
      user: users,
      // Settled lots keep their bids (settlements/money-lock.ts): the back office offers no delete there.
      isLotSettled: sql<boolean>`exists (select 1 from settlement_lines l where l.lot_id = ${lots.id})`,
    })
    .from(bids)
    .innerJoin(lots, eq(lots.id, bids.lotId))
    .innerJoin(users, eq(users.id, bids.userId))
    .where(where)
    .orderBy(order?.direction === 'asc' ? asc(column) : desc(column), desc(bids.id));
  const rows = limit ? await base.limit(limit).offset((page - 1) * limit) : await base;
  const [totals] = await db
    .select({ total: count() })
    .from(bids)
    .innerJoin(lots, eq(lots.id, bids.lotId))
    .where(where);
  return {
    bids: rows.map(({ bid, lot, user, isLotSettled }) => ({
      id: bid.id,
      lotId: lot.id,
      userId: bid.userId,
      lotTitle: lot.title,
      lotOrder: lot.order,
      amount: bid.amount,
      maxAmount: bid.maxAmount,
      isAuto: bid.isAuto,
      createdOn: bid.createdOn.toISOString(),
      user: bidderBrief(user),
      isLotSettled,
    })),
    total: totals?.total ?? 0,
  };
};

/** Auctions with the most recent bids first, for the dashboard. */
export const lastBiddedAuctions = async ({ db, limit = 10 }: { db: TDb; limit?: number }) => {
  const rows = await db
    .select({
      id: auctions.id,
      title: auctions.title,
      status: auctions.status,
      lastBidOn: max(bids.createdOn),
      bidsCount: count(bids.id),
    })
    .from(bids)
    .innerJoin(lots, eq(lots.id, bids.lotId))
    .innerJoin(auctions, eq(auctions.id, lots.auctionId))
    .groupBy(auctions.id)
    .orderBy(desc(max(bids.createdOn)))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    lastBidOn: row.lastBidOn ? new Date(row.lastBidOn).toISOString() : null,
  }));
};

/** An array as PostgreSQL's text form: drizzle would spread a JS array into a list of parameters. */
const pgArray = (values: readonly number[]) => `{${values.join(',')}}`;

/**
 * Annuls a bid (docs/bid-receipts.md): the bidder's request behind it no longer counts, and the lot becomes
 * what place_bid would have made of the requests that stand, replayed through the same rule (annul_bid,
 * drizzle/0043): price, leader, hidden maximum and rows, ties to the earlier maximum. The rows that go stay
 * links of the lot's chain in bid_annulments, with who, when and why. One locked transaction; live clients
 * are told the new state; refused (409) once the lot is settled or invoiced.
 */
export const deleteBid = async ({
  db,
  bidId,
  adminId = null,
  reason = 'Anulada desde el back office',
}: {
  db: TDb;
  bidId: number;
  adminId?: number | null;
  reason?: string;
}) => {
  const ranges = await readBidRanges({ db });
  const { thresholds, increments } = bidSteps(ranges);
  return db.transaction(async (tx) => {
    const [bid] = await tx.select().from(bids).where(eq(bids.id, bidId));
    if (!bid) throw notFound(apiText.bids.bidNotFound);
    const [locked] = await tx
      .select({ id: lots.id, status: lots.status, price: lots.price, sold: lots.sold })
      .from(lots)
      .where(eq(lots.id, bid.lotId))
      .for('update');
    // The hammer and buyer of a settled lot are what was billed: a bid no longer comes off it.
    await assertLotMoneyOpen(tx, bid.lotId);
    await tx.execute(
      sql`select annul_bid(${bidId}, ${adminId}::integer, ${reason}, ${pgArray(thresholds)}::bigint[], ${pgArray(increments)}::bigint[])`,
    );
    const [replayed] = await tx.select().from(lots).where(eq(lots.id, bid.lotId));
    // A closed lot stays adjudicated only while a bid still reaches its price; never adjudicated here.
    const sold =
      locked!.status === 'closed' &&
      locked!.sold &&
      isSoldAtClose({ maxBid: replayed!.maxBid, price: locked!.price });
    const [lot] = await tx.update(lots).set({ sold }).where(eq(lots.id, bid.lotId)).returning();
    const payload: TLiveLotUpdatedEvent = {
      lotId: lot!.id,
      maxBid: lot!.maxBid,
      leader: (await loadLeaders(tx, [lot!.id])).get(lot!.id) ?? null,
      bidsCount: lot!.bidsCount,
      minimumBid: minimumNextBid(lot!, ranges),
      endDate: lot!.endDate.toISOString(),
    };
    await recordLiveEvent(tx, { auctionId: lot!.auctionId, type: 'lot-updated', payload });
    return lot!;
  });
};

/** Bids per day (Madrid calendar days) for the dashboard chart, oldest first, days without bids included. */
export const bidsPerDay = async ({ db, days }: { db: TDb; days: number }) => {
  const rows = await db
    .select({
      day: sql<string>`to_char(${bids.createdOn} at time zone 'Europe/Madrid', 'YYYY-MM-DD')`,
      total: count(),
    })
    .from(bids)
    .where(sql`${bids.createdOn} >= now() - make_interval(days => ${days})`)
    .groupBy(sql`1`);
  const totals = new Map(rows.map((row) => [row.day, row.total]));
  const today = new Date();
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(today.getTime() - (days - 1 - index) * 86_400_000);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(date);
    return { day, bids: totals.get(day) ?? 0 };
  });
};
