import { inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { auctions } from '@/server/db/schema/index.ts';
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
  return summaries.map((auction) => ({ ...auction, subscription: byAuction.get(auction.id)! }));
};
