import { and, eq } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctionFollows, auctions, lotFollows, lots } from '@/server/db/schema/index.ts';
import { notFound } from '@/server/lib/app-error.ts';
import { describeLots } from '../bids/my-bids.service.ts';

/** A user may follow what the public sees: a published lot of a published auction. */
const assertPublicLot = async (db: TDb, lotId: number) => {
  const [row] = await db
    .select({ id: lots.id })
    .from(lots)
    .innerJoin(auctions, eq(auctions.id, lots.auctionId))
    .where(and(eq(lots.id, lotId), eq(lots.published, true), eq(auctions.published, true)));
  if (!row) throw notFound(apiText.watchlist.lotNotFound);
};

const assertPublicAuction = async (db: TDb, auctionId: number) => {
  const [row] = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.id, auctionId), eq(auctions.published, true)));
  if (!row) throw notFound(apiText.watchlist.auctionNotFound);
};

/** Following is idempotent: a second heart tap on a followed lot changes nothing. */
export const setLotFollowed = async (options: {
  db: TDb;
  userId: number;
  lotId: number;
  following: boolean;
}) => {
  const { db, userId, lotId, following } = options;
  if (!following) {
    await db.delete(lotFollows).where(and(eq(lotFollows.userId, userId), eq(lotFollows.lotId, lotId)));
    return;
  }
  await assertPublicLot(db, lotId);
  await db.insert(lotFollows).values({ userId, lotId }).onConflictDoNothing();
};

export const setAuctionFollowed = async (options: {
  db: TDb;
  userId: number;
  auctionId: number;
  following: boolean;
}) => {
  const { db, userId, auctionId, following } = options;
  if (!following) {
    await db
      .delete(auctionFollows)
      .where(and(eq(auctionFollows.userId, userId), eq(auctionFollows.auctionId, auctionId)));
    return;
  }
  await assertPublicAuction(db, auctionId);
  await db.insert(auctionFollows).values({ userId, auctionId }).onConflictDoNothing();
};

/** The ids behind every heart the user has ticked. */
export const getWatchlist = async ({ db, userId }: { db: TDb; userId: number }) => {
  const [followedLots, followedAuctions] = await Promise.all([
    db.select({ id: lotFollows.lotId }).from(lotFollows).where(eq(lotFollows.userId, userId)),
    db.select({ id: auctionFollows.auctionId }).from(auctionFollows).where(eq(auctionFollows.userId, userId)),
  ]);
  return { lotIds: followedLots.map((row) => row.id), auctionIds: followedAuctions.map((row) => row.id) };
};

/**
 * Followed lots still on show, open ones first by closing time, then closed ones, most recent first: what
 * /mi-cuenta/subastas/seguimiento lists with live prices.
 */
export const listWatchedLots = async ({ db, userId }: { db: TDb; userId: number }) => {
  const followed = await db
    .select({ id: lotFollows.lotId })
    .from(lotFollows)
    .where(eq(lotFollows.userId, userId));
  const described = await describeLots(
    db,
    userId,
    followed.map((row) => row.id),
  );
  const visible = described.filter(({ lot }) => lot.published).map(({ item }) => item);
  const open = visible.filter((lot) => lot.status === 'open');
  const closed = visible.filter((lot) => lot.status === 'closed').reverse();
  return [...open, ...closed];
};
