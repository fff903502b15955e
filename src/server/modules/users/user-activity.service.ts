import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { auctions, bids, lots, subscriptions } from '@/server/db/schema/index.ts';
import { toSubscription } from '../subscriptions/subscriptions.service.ts';
import { findUser } from './users.service.ts';

/** What a user did on the site, as the back office's user page lists it beside the record. */
export const listUserSubscriptions = async ({
  db,
  id,
  page,
  limit,
}: {
  db: TDb;
  id: number;
  page: number;
  limit: number;
}) => {
  await findUser(db, id);
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, id))
    .orderBy(desc(subscriptions.createdOn))
    .limit(limit)
    .offset((page - 1) * limit);
  const [totals] = await db
    .select({ total: count() })
    .from(subscriptions)
    .where(eq(subscriptions.userId, id));
  const auctionRows = rows.length
    ? await db
        .select({
          id: auctions.id,
          title: auctions.title,
          caution: auctions.caution,
          status: auctions.status,
        })
        .from(auctions)
        .where(
          inArray(
            auctions.id,
            rows.map((row) => row.auctionId),
          ),
        )
    : [];
  return {
    subscriptions: rows.map(toSubscription),
    auctions: Object.fromEntries(auctionRows.map((row) => [String(row.id), row])),
    total: totals?.total ?? 0,
  };
};

export const listUserBids = async ({
  db,
  id,
  page,
  limit,
  lotId,
}: {
  db: TDb;
  id: number;
  page: number;
  limit: number;
  lotId?: number;
}) => {
  await findUser(db, id);
  const where = and(eq(bids.userId, id), lotId ? eq(bids.lotId, lotId) : undefined);
  const rows = await db
    .select({
      bid: bids,
      lot: { id: lots.id, title: lots.title, order: lots.order, auctionId: lots.auctionId },
      auctionTitle: auctions.title,
    })
    .from(bids)
    .innerJoin(lots, eq(lots.id, bids.lotId))
    .innerJoin(auctions, eq(auctions.id, lots.auctionId))
    .where(where)
    .orderBy(desc(bids.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [totals] = await db.select({ total: count() }).from(bids).where(where);
  return {
    bids: rows.map(({ bid, lot, auctionTitle }) => ({
      id: bid.id,
      amount: bid.amount,
      maxAmount: bid.maxAmount,
      isAuto: bid.isAuto,
      createdOn: bid.createdOn.toISOString(),
      lot: { ...lot, auctionTitle },
    })),
    total: totals?.total ?? 0,
  };
};
