import { eq } from 'drizzle-orm';
import { minimumNextBid } from '@/common/bid-rules.ts';
import type { TBidRange } from '@/common/schemas/config-data.ts';
import type { TDb } from '@/server/db/client.ts';
import { bids, lots } from '@/server/db/schema/index.ts';
import type { seededRandom } from './random.ts';

/**
 * A plausible bid history for one lot: each bid at or a step above the minimum the rules allow, from
 * bidders taking turns, spread between `from` and `to`. The lot's summary columns are set to match.
 */
export const seedLotBids = async (options: {
  db: TDb;
  lot: typeof lots.$inferSelect;
  bidderIds: number[];
  ranges: TBidRange[];
  count: number;
  from: Date;
  to: Date;
  random: ReturnType<typeof seededRandom>;
}) => {
  const { db, lot, bidderIds, ranges, count, from, to, random } = options;
  let state = { price: lot.price, maxBid: null as number | null };
  let previous: number | null = null;
  const rows: (typeof bids.$inferInsert)[] = [];
  const span = to.getTime() - from.getTime();
  for (let i = 0; i < count; i++) {
    const bidder = random.pick(bidderIds.filter((id) => id !== previous));
    let amount = minimumNextBid(state, ranges);
    if (random.next() < 0.3) amount = minimumNextBid({ price: lot.price, maxBid: amount }, ranges);
    const createdOn = new Date(from.getTime() + (span * (i + 1)) / (count + 1));
    rows.push({ lotId: lot.id, userId: bidder, amount, createdOn, isAuto: i > 0 && random.next() < 0.15 });
    state = { price: lot.price, maxBid: amount };
    previous = bidder;
  }
  if (rows.length === 0) return;
  // Each row gets its bidder's number on the lot and its link of the lot's chain from the database.
  await db.insert(bids).values(rows);
  const last = rows.at(-1)!;
  await db
    .update(lots)
    .set({ maxBid: last.amount, maxBidderId: last.userId, proxyMax: last.amount, bidsCount: rows.length })
    .where(eq(lots.id, lot.id));
};
