import { and, eq } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDatabase, TDb } from '@/server/db/client.ts';
import { lotBidders, subscriptions } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { placeBid } from '../bids/bids.service.ts';
import { readBidRanges } from '../config-data/config-data.service.ts';
import { callRanges, readSaleRow } from './live-sale-state.ts';

/**
 * An online bid on the lot being called. It goes through `placeBid` — the same statement as any bid, so
 * its receipt and chain link, the absentee maximums' answers and the order by commit time hold — in the
 * increments of this call. Only the current lot takes bids this way; later lots take absentee bids on
 * their own pages.
 */
export const placeLiveBid = async (options: {
  database: TDatabase;
  auctionId: number;
  user: { id: number };
  sessionId: string;
  lotId: number;
  amount: number;
  forgetAnswers?: (auctionId: number) => void;
}) => {
  const { db } = options.database;
  const { sale } = await readSaleRow(db, options.auctionId);
  if (sale?.status !== 'running' || sale.currentLotId !== options.lotId)
    throw new AppError('CONFLICT', apiText.liveSales.lotNoLongerCalled);
  return placeBid({
    database: options.database,
    user: options.user,
    sessionId: options.sessionId,
    lotId: options.lotId,
    amount: options.amount,
    maxAmount: null,
    ranges: callRanges(sale, await readBidRanges({ db })),
    forgetAnswers: options.forgetAnswers,
  });
};

/** The viewer's own place in the sale: their number on the current lot, and whether they may bid. */
export const readLiveSaleMe = async (db: TDb, auctionId: number, lotId: number | null, userId: number) => {
  const [subscription] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(and(eq(subscriptions.auctionId, auctionId), eq(subscriptions.userId, userId)));
  const [mine] = lotId
    ? await db
        .select({ number: lotBidders.number })
        .from(lotBidders)
        .where(and(eq(lotBidders.lotId, lotId), eq(lotBidders.userId, userId)))
    : [];
  return { myNumber: mine?.number ?? null, mayBid: subscription?.status === 'accepted' };
};
