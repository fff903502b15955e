import { asc, desc, type SQL } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { bids } from '@/server/db/schema/index.ts';

/**
 * The highest bid on each lot among the bids `where` selects (the earlier one on a tie, as the bidding
 * rules rank them): a lot's winner when `where` picks its lots, a user's best when it picks their bids.
 */
export const bestBidPerLot = (db: TDb, where: SQL | undefined) =>
  db
    .selectDistinctOn([bids.lotId], {
      id: bids.id,
      lotId: bids.lotId,
      userId: bids.userId,
      amount: bids.amount,
      createdOn: bids.createdOn,
    })
    .from(bids)
    .where(where)
    .orderBy(bids.lotId, desc(bids.amount), asc(bids.id));
