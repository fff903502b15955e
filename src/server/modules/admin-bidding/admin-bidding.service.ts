import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { minimumNextBid } from '@/common/bid-rules.ts';
import type { TLiveLotUpdatedEvent } from '@/common/schemas/bids.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { auctions, bids, lots, settlementLines, users } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { spreadsheetCsv } from '@/server/lib/spreadsheet-csv.ts';
import { recordLiveEvent } from '@/server/live/notify.ts';
import { loadLeaders } from '../catalogue/leaders.ts';
import { readBidRanges } from '../config-data/config-data.service.ts';

const minute = 60_000;

export const findAuction = async (db: TDb, id: number) => {
  const [auction] = await db.select().from(auctions).where(eq(auctions.id, id));
  if (!auction) throw notFound('La subasta no existe.');
  return auction;
};

/** Where a new lot should end: one interval after the last lot (DESIGN §5). */
export const nextLotEndDate = async ({ db, auctionId }: { db: TDb; auctionId: number }) => {
  const auction = await findAuction(db, auctionId);
  const [row] = await db
    .select({ last: max(lots.endDate) })
    .from(lots)
    .where(eq(lots.auctionId, auctionId));
  const last = row?.last ? new Date(row.last) : null;
  return last ? new Date(last.getTime() + auction.lotInterval * minute) : auction.endDate;
};

/** Closes an auction once every lot has closed; live clients are told. */
export const closeAuction = async ({ db, auctionId }: { db: TDb; auctionId: number }) => {
  await findAuction(db, auctionId);
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ total: count() })
      .from(lots)
      .where(and(eq(lots.auctionId, auctionId), eq(lots.status, 'open')));
    if ((open?.total ?? 0) > 0) {
      throw new AppError(
        'BUSINESS_RULE',
        `Aún hay ${open!.total} ${open!.total === 1 ? 'lote abierto' : 'lotes abiertos'}: la subasta se cierra cuando terminan todos.`,
      );
    }
    const [closed] = await tx
      .update(auctions)
      .set({ status: 'closed', closedOn: new Date(), subscriptionIsOpen: false })
      .where(eq(auctions.id, auctionId))
      .returning();
    await recordLiveEvent(tx, { auctionId, type: 'auction-closed', payload: { auctionId } });
    return closed!;
  });
};

const bidderBrief = (user: typeof users.$inferSelect) => ({
  id: user.id,
  fullName: `${user.firstname} ${user.lastname}`,
  email: user.email,
  phone1: user.phone1,
  companyName: user.companyName,
  vatId: user.vatId,
});

/** Bids of an auction for the back office, newest first, with lot and bidder (real names: admins only). */
export const listAuctionBids = async (options: {
  db: TDb;
  auctionId: number;
  page?: number;
  limit?: number;
  lotId?: number;
  userId?: number;
}) => {
  const { db, auctionId, page = 1, limit, lotId, userId } = options;
  await findAuction(db, auctionId);
  const where = and(
    eq(lots.auctionId, auctionId),
    lotId ? eq(bids.lotId, lotId) : undefined,
    userId ? eq(bids.userId, userId) : undefined,
  );
  const base = db
    .select({ bid: bids, lot: { id: lots.id, title: lots.title, order: lots.order }, user: users })
    .from(bids)
    .innerJoin(lots, eq(lots.id, bids.lotId))
    .innerJoin(users, eq(users.id, bids.userId))
    .where(where)
    .orderBy(desc(bids.id));
  const rows = limit ? await base.limit(limit).offset((page - 1) * limit) : await base;
  const [totals] = await db
    .select({ total: count() })
    .from(bids)
    .innerJoin(lots, eq(lots.id, bids.lotId))
    .where(where);
  return {
    bids: rows.map(({ bid, lot, user }) => ({
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
    })),
    total: totals?.total ?? 0,
  };
};

/** Results of an auction: each lot with its hammer price and winner (SPEC §7 "results"). */
export const auctionResults = async ({ db, auctionId }: { db: TDb; auctionId: number }) => {
  const auction = await findAuction(db, auctionId);
  const lotRows = await db.select().from(lots).where(eq(lots.auctionId, auctionId)).orderBy(asc(lots.order));
  const winnerIds = [
    ...new Set(lotRows.filter((lot) => lot.sold && lot.maxBidderId).map((lot) => lot.maxBidderId!)),
  ];
  const winners = winnerIds.length ? await db.select().from(users).where(inArray(users.id, winnerIds)) : [];
  // What each buyer owes is what their liquidación says, fixed when the lot was awarded.
  const owed = lotRows.length
    ? await db
        .select()
        .from(settlementLines)
        .where(
          inArray(
            settlementLines.lotId,
            lotRows.map((lot) => lot.id),
          ),
        )
    : [];
  const owedByLot = new Map(owed.map((line) => [line.lotId, line]));
  const winning = lotRows.length
    ? await db
        .selectDistinctOn([bids.lotId], {
          id: bids.id,
          lotId: bids.lotId,
          userId: bids.userId,
          amount: bids.amount,
          createdOn: bids.createdOn,
        })
        .from(bids)
        .where(
          inArray(
            bids.lotId,
            lotRows.map((lot) => lot.id),
          ),
        )
        .orderBy(bids.lotId, desc(bids.amount))
    : [];
  return {
    auction: {
      id: auction.id,
      title: auction.title,
      status: auction.status,
      commissionPercent: auction.commissionPercent,
      endDate: auction.endDate.toISOString(),
    },
    lots: lotRows.map((lot) => ({
      id: lot.id,
      order: lot.order,
      title: lot.title,
      price: lot.price,
      maxBid: lot.maxBid,
      bidsCount: lot.bidsCount,
      status: lot.status,
      sold: lot.sold,
      winnerId: lot.sold ? lot.maxBidderId : null,
      money: (() => {
        const line = owedByLot.get(lot.id);
        return line
          ? {
              hammer: line.hammer,
              premium: line.premium,
              vat: line.premiumVat + line.goodsVat,
              total: line.total,
            }
          : null;
      })(),
    })),
    bids: winning.map((bid) => ({ ...bid, createdOn: bid.createdOn.toISOString() })),
    users: winners.map(bidderBrief),
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

/** Recomputes a lot from its remaining bids, as the bid engine would have left it. */
const recomputeLot = async (tx: TTx, lotId: number) => {
  const [top] = await tx
    .select()
    .from(bids)
    .where(eq(bids.lotId, lotId))
    .orderBy(desc(bids.amount), asc(bids.id))
    .limit(1);
  const [totals] = await tx.select({ total: count() }).from(bids).where(eq(bids.lotId, lotId));
  const [leaderMax] = top
    ? await tx
        .select({ max: max(bids.maxAmount) })
        .from(bids)
        .where(and(eq(bids.lotId, lotId), eq(bids.userId, top.userId)))
    : [];
  const [lot] = await tx
    .update(lots)
    .set({
      maxBid: top?.amount ?? null,
      maxBidderId: top?.userId ?? null,
      proxyMax: top ? Math.max(top.amount, leaderMax?.max ?? 0) : null,
      bidsCount: totals?.total ?? 0,
      sold: sql`case when ${lots.status} = 'closed' then ${top ? top.amount : null}::int >= ${lots.price} else false end`,
    })
    .where(eq(lots.id, lotId))
    .returning();
  return lot!;
};

/** Deletes a bid, recomputes its lot in one locked transaction and tells live clients the new state. */
export const deleteBid = async ({ db, bidId }: { db: TDb; bidId: number }) => {
  const ranges = await readBidRanges({ db });
  return db.transaction(async (tx) => {
    const [bid] = await tx.select().from(bids).where(eq(bids.id, bidId));
    if (!bid) throw notFound('La puja no existe.');
    await tx.select({ id: lots.id }).from(lots).where(eq(lots.id, bid.lotId)).for('update');
    await tx.delete(bids).where(eq(bids.id, bidId));
    const lot = await recomputeLot(tx, bid.lotId);
    const payload: TLiveLotUpdatedEvent = {
      lotId: lot.id,
      maxBid: lot.maxBid,
      leader: (await loadLeaders(tx, [lot.id])).get(lot.id) ?? null,
      bidsCount: lot.bidsCount,
      minimumBid: minimumNextBid(lot, ranges),
      endDate: lot.endDate.toISOString(),
    };
    await recordLiveEvent(tx, { auctionId: lot.auctionId, type: 'lot-updated', payload });
    return lot;
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

/** The results as a CSV for the consignor and the house's accounts (Spanish spreadsheet conventions). */
export const auctionResultsCsv = async ({ db, auctionId }: { db: TDb; auctionId: number }) => {
  const results = await auctionResults({ db, auctionId });
  const winnerOf = new Map(results.users.map((user) => [user.id, user]));
  const amount = (cents: number | undefined) => (cents === undefined ? { text: '' } : { cents });
  return spreadsheetCsv(
    [
      'Lote',
      'Título',
      'Precio de salida',
      'Remate',
      'Comisión',
      'IVA',
      'Total',
      'Adjudicatario',
      'NIF',
      'Correo',
      'Teléfono',
    ],
    results.lots.map((lot) => {
      const winner = lot.winnerId ? winnerOf.get(lot.winnerId) : undefined;
      return [
        { text: String(lot.order) },
        { text: lot.title },
        { cents: lot.price },
        amount(lot.money?.hammer),
        amount(lot.money?.premium),
        amount(lot.money?.vat),
        amount(lot.money?.total),
        { text: winner?.companyName ?? winner?.fullName ?? '' },
        { text: winner?.vatId ?? '' },
        { text: winner?.email ?? '' },
        { text: winner?.phone1 ?? '' },
      ];
    }),
  );
};
