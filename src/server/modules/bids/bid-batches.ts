import type { TDatabase } from '@/server/db/client.ts';
import {
  placeBidsStatement,
  sameRules,
  type TBidCall,
  type TPlacedBid,
  type TPlacedBids,
} from './bid-statements.ts';

/**
 * Statements of bids under way at once per instance. While they run, the bids that arrive wait here and go
 * together in the next one to leave: under a storm of bids across many lots, each statement, transaction and
 * commit is shared by several bids, which is what PostgreSQL spends most on beyond the bids themselves; at
 * any other time a bid goes at once, on its own. Four keep a small database host's cores busy while the
 * instance reads their answers (npm run bench:bids, docs/benchmarks.md), and leave the pool's other
 * connections to everything else.
 */
const statementsInFlight = 4;
/** The most bids in one statement: each holds its lot's lock until the statement commits. */
const largestBatch = 16;

/**
 * Whether a failed statement certainly placed none of its bids: PostgreSQL refused it before its commit —
 * bad data, a broken constraint, a deadlock, an exception raised — and after its commit it cannot fail
 * (drizzle/0061). A lost connection, a timeout or a cancelled statement may have come after the commit:
 * its bids get the error, as a bid sent alone would, and are not placed a second time.
 */
const placedNone = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  // Classes 22, 23, 42 and P0, a serialization failure (40001) or a deadlock (40P01); not 40003, whose
  // very meaning is that the statement's completion is unknown.
  return typeof code === 'string' && /^((22|23|42|P0)[0-9A-Z]{3}|40001|40P01)$/.test(code);
};

type TWaiting = { bid: TBidCall; placed: (row: TPlacedBid | null) => void; failed: (error: unknown) => void };

/**
 * Places bids through `place_bids_and_announce` (drizzle/0061), several to a statement when they arrive
 * together; resolves with each bid's row (null: no such lot). A bid the statement left to be retried (its
 * lot was held by another transaction) goes again on its own, and so does every bid of a statement that
 * placed none (placedNone), so that such a failure is only ever its own bid's.
 */
export const createBidBatches = (database: TDatabase) => {
  const waiting: TWaiting[] = [];
  let inFlight = 0;

  const send = async (batch: TWaiting[]) => {
    try {
      const [call] = await database.prepared<TPlacedBids>(...placeBidsStatement(batch.map(({ bid }) => bid)));
      batch.forEach((entry, index) => {
        const row = call?.placed[index] ?? null;
        if (row !== null && 'retry' in row) launch([entry]);
        else entry.placed(row);
      });
    } catch (error) {
      if (batch.length > 1 && placedNone(error)) for (const entry of batch) launch([entry]);
      else for (const entry of batch) entry.failed(error);
    }
  };

  const launch = (batch: TWaiting[]) => {
    inFlight++;
    void send(batch).finally(() => {
      inFlight--;
      next();
    });
  };

  /** The oldest waiting bid and those after it with the same rules, up to largestBatch. */
  const nextBatch = () => {
    const batch = [waiting.shift()!];
    for (let index = 0; index < waiting.length && batch.length < largestBatch; )
      if (sameRules(waiting[index]!.bid, batch[0]!.bid)) batch.push(...waiting.splice(index, 1));
      else index++;
    return batch;
  };

  const next = () => {
    while (inFlight < statementsInFlight && waiting.length > 0) launch(nextBatch());
  };

  return (bid: TBidCall) =>
    new Promise<TPlacedBid | null>((placed, failed) => {
      waiting.push({ bid, placed, failed });
      next();
    });
};
