import { apiText } from '@/common/i18n/api/index.ts';
import type { TLiveBidEvent, TPlaceBidResponse } from '@/common/schemas/bids.ts';
import type { TBidRange } from '@/common/schemas/config-data.ts';
import type { TDatabase } from '@/server/db/client.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { createKeyedQueue } from '@/server/lib/keyed-queue.ts';
import type { TLiveHub } from '@/server/live/live-hub.ts';
import { placeBidDuration } from '@/server/observability/metrics.ts';
import { readBidRanges, readSoftClose } from '../config-data/config-data.service.ts';
import { answerBid, type TBidAnswer, tooLow } from './bid-answer.ts';
import { createBidBatches } from './bid-batches.ts';
import type { TPlacedBid } from './bid-statements.ts';

type TResult = TPlaceBidResponse['data'];

const notFound = () => new AppError('NOT_FOUND', apiText.lots.notFoundOrUnpublished);

/**
 * Bids in flight per lot on this instance (see placeBid): two, so that one waits on the lot's lock inside
 * PostgreSQL, ready the moment the other commits, while the rest wait here.
 */
const bidsInFlightPerLot = 2;
const lotQueues = new WeakMap<TDatabase, ReturnType<typeof createKeyedQueue<number>>>();
const lotQueueOf = (database: TDatabase) => {
  const queue = lotQueues.get(database) ?? createKeyedQueue<number>(bidsInFlightPerLot);
  lotQueues.set(database, queue);
  return queue;
};
const bidBatches = new WeakMap<TDatabase, ReturnType<typeof createBidBatches>>();
const bidBatchesOf = (database: TDatabase) => {
  const batches = bidBatches.get(database) ?? createBidBatches(database);
  bidBatches.set(database, batches);
  return batches;
};

/**
 * Places a bid (docs/product.md#bids) in one statement, one round trip, shared with the bids that arrive at the
 * same time (bid-batches.ts): the database's `place_bid` locks the lot, decides, writes and returns the facts
 * it decided on (bid-statements.ts); the answer comes from the rules
 * of `src/common` — the same code the browser runs — applied to those facts, and must agree.
 *
 * An instance sends at most two bids per lot at a time: the lot's lock would make the rest wait anyway,
 * and a bid that has waited here is checked against the minimum the previous ones left, so under a storm
 * the stale ones are refused from memory instead of each taking the lock to be turned away.
 */
export const placeBid = (options: {
  database: TDatabase;
  /** This instance's live hub: a bid below the minimum it knows of is refused without a statement. */
  live?: Pick<TLiveHub, 'knownMinimum' | 'raiseMinimum'>;
  user: { id: number };
  /** The session the bid came in on; it must still exist when the lot is locked. */
  sessionId?: string | null;
  lotId: number;
  amount: number;
  maxAmount: number | null;
  /** "The next minimum, up to this": placed at the minimum current under the lock, never above it. */
  upToAmount?: number | null;
  /** The instance's cached answers of the lot's auction are out of date once the bid is committed. */
  forgetAnswers?: (auctionId: number) => void;
  /** The increments to bid in, when not the bid ranges': a live sale's call (modules/live-sales). */
  ranges?: TBidRange[];
}): Promise<TResult> => {
  // Checked on arrival and again after waiting its turn (the bids before it may have moved the minimum).
  refuseIfKnownStale(options);
  return lotQueueOf(options.database)(options.lotId, () => placeBidNow(options));
};

/**
 * Most bids in a storm are already stale: refused here, from memory, they never queue for the lot's lock.
 * The known minimum is never above the real one, and no bid under the minimum stands, the leader's included.
 */
const refuseIfKnownStale = (options: Parameters<typeof placeBid>[0]) => {
  const known = options.live?.knownMinimum(options.lotId);
  if (known !== undefined && Math.max(options.amount, options.upToAmount ?? 0) < known) throw tooLow(known);
};

const placeBidNow = async (options: Parameters<typeof placeBid>[0]): Promise<TResult> => {
  const { database, live, user, lotId } = options;
  const { db } = database;
  refuseIfKnownStale(options);
  const [ranges, softClose] = await Promise.all([
    options.ranges ?? readBidRanges({ db }),
    readSoftClose({ db }),
  ]);
  const bid = {
    lotId,
    userId: user.id,
    amount: options.amount,
    maxAmount: options.maxAmount,
    upToAmount: options.upToAmount ?? null,
  };
  const timer = placeBidDuration.startTimer();
  const row = await bidBatchesOf(database)({
    ...bid,
    sessionId: options.sessionId ?? null,
    ranges,
    softClose,
  });
  timer();
  if (!row) throw notFound();
  const answer = answerBid(row, bid, ranges, softClose);
  assertAgreement(row, answer);
  if ('error' in answer) {
    // A bid found too low under the lock tells this instance the lot's minimum, for the next stale one.
    const minimum = answer.error.extra?.minimum;
    if (typeof minimum === 'number') live?.raiseMinimum(lotId, minimum);
    throw answer.error;
  }
  if (answer.outcome === 'accepted') {
    live?.raiseMinimum(lotId, answer.result.lot.minimumBid);
    // Before the bidder hears of it: their next read here shows it, whenever the NOTIFY arrives.
    options.forgetAnswers?.(row.auction_id);
  }
  return answer.result;
};

/**
 * The database decided and wrote; the rules of `src/common` must say the same of the same facts. They are
 * proved to agree (bid-sql.test.ts); should they ever differ, the bidder is not told something the database
 * did not do.
 */
const assertAgreement = (row: TPlacedBid, answer: TBidAnswer) => {
  const agrees =
    answer.outcome === row.outcome &&
    ('error' in answer ||
      (Number(row.placed_amount) === answer.amount && sameEvent(row.event, answer.event)));
  if (!agrees)
    throw new Error(`Bid rules disagree: database ${JSON.stringify(row)}, app ${JSON.stringify(answer)}`);
};

const sameEvent = (written: unknown, expected: TLiveBidEvent | undefined) => {
  if (!expected) return written === null;
  const event = written as Record<string, unknown> | null;
  return Object.entries(expected).every(([key, value]) => event?.[key] === value);
};
