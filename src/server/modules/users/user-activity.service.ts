import { and, count, desc, eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { auctions, bids, lots } from '@/server/db/schema/index.ts';
import { findUser } from './users.service.ts';

/** What a user did on the site, as the back office's user page lists it beside the record. */
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
