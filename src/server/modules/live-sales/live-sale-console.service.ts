import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TLiveSaleConsole } from '@/common/schemas/live-sales.ts';
import type { TDb } from '@/server/db/client.ts';
import { bids, livePaddles, liveSaleActions, lotBidders, users } from '@/server/db/schema/index.ts';
import { readLiveSale } from './live-sale-state.ts';

const fullName = sql<string>`trim(coalesce(${users.companyName}, ${users.firstname} || ' ' || ${users.lastname}))`;

/** What the auctioneer's console shows: the public state, the current lot's bids and maximums, the log. */
export const readLiveConsole = async (db: TDb, auctionId: number): Promise<TLiveSaleConsole> => {
  const sale = await readLiveSale(db, auctionId);
  const lotId = sale.lot?.id ?? null;
  const [absentee, lotBids, log, paddles] = await Promise.all([
    lotId ? readMaximums(db, lotId) : [],
    lotId
      ? db
          .select({
            id: bids.id,
            amount: bids.amount,
            bidderNumber: lotBidders.number,
            paddle: bids.paddle,
            isAuto: bids.isAuto,
            createdOn: bids.createdOn,
          })
          .from(bids)
          .innerJoin(lotBidders, and(eq(lotBidders.lotId, bids.lotId), eq(lotBidders.userId, bids.userId)))
          .where(eq(bids.lotId, lotId))
          .orderBy(desc(bids.id))
          .limit(30)
      : [],
    db
      .select()
      .from(liveSaleActions)
      .where(and(eq(liveSaleActions.auctionId, auctionId), sql`${liveSaleActions.undoneOn} is null`))
      .orderBy(desc(liveSaleActions.id))
      .limit(30),
    db
      .select({ number: livePaddles.number, name: fullName, inRoom: livePaddles.inRoom })
      .from(livePaddles)
      .innerJoin(users, eq(users.id, livePaddles.userId))
      .where(eq(livePaddles.auctionId, auctionId))
      .orderBy(asc(livePaddles.number)),
  ]);
  return {
    sale,
    absentee,
    bids: lotBids.map((bid) => ({ ...bid, createdOn: bid.createdOn.toISOString() })),
    log: log.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      lotId: entry.lotId,
      paddle: entry.paddle,
      amount: entry.amount,
      createdOn: entry.createdOn.toISOString(),
    })),
    paddles,
    serverTime: new Date().toISOString(),
  };
};

/** Each online bidder's highest maximum on the lot (absentee bids), highest first. */
const readMaximums = async (db: TDb, lotId: number) =>
  db
    .select({
      bidderNumber: lotBidders.number,
      name: fullName,
      maxAmount: sql<number>`max(${bids.maxAmount})::int`,
    })
    .from(bids)
    .innerJoin(lotBidders, and(eq(lotBidders.lotId, bids.lotId), eq(lotBidders.userId, bids.userId)))
    .innerJoin(users, eq(users.id, bids.userId))
    .where(and(eq(bids.lotId, lotId), isNotNull(bids.maxAmount)))
    .groupBy(lotBidders.number, users.id)
    .orderBy(sql`max(${bids.maxAmount}) desc`);
