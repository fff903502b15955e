import { eq, inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { auctions, subscriptions } from '@/server/db/schema/index.ts';
import { summariseAuctions } from '../auctions/auctions.service.ts';
import { listUserSubscriptions } from './subscriptions.service.ts';

/** The published auctions a user is subscribed to, each with that subscription ("Mis subastas"). */
export const listSubscribedAuctions = async ({ db, userId }: { db: TDb; userId: number }) => {
  const mine = await listUserSubscriptions({ db, userId });
  const rows = mine.length
    ? await db
        .select()
        .from(auctions)
        .where(
          inArray(
            auctions.id,
            mine.map((item) => item.auctionId),
          ),
        )
    : [];
  const summaries = await summariseAuctions(
    db,
    rows.filter((row) => row.published),
  );
  const byAuction = new Map(mine.map((item) => [item.auctionId, item]));
  // While a deposit is owed back, the date the auction's conditions promise it by (set when it became owed).
  const dueOn = new Map(
    (
      await db
        .select({ id: subscriptions.id, refundDueOn: subscriptions.refundDueOn })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
    ).map((row) => [row.id, row.refundDueOn]),
  );
  return summaries.map((auction) => {
    const subscription = byAuction.get(auction.id)!;
    const refundDueOn = subscription.depositStatus === 'refund-due' ? dueOn.get(subscription.id) : null;
    return { ...auction, subscription, depositRefundBy: refundDueOn?.toISOString() ?? null };
  });
};
