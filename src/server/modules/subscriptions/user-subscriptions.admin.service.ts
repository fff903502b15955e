import { count, desc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { auctions, subscriptions } from '@/server/db/schema/index.ts';
import { toSubscription } from '../deposits/subscription-answer.ts';
import { findUser } from '../users/users.service.ts';

/** A user's subscriptions, newest first, for the back office's user page. */
export const listSubscriptionsOfUser = async ({
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
