import { and, asc, eq, lte } from 'drizzle-orm';
import type { TLiveLotClosedEvent } from '@/common/schemas/bids.ts';
import type { TDb } from '@/server/db/client.ts';
import { lots } from '@/server/db/schema/index.ts';
import { recordLiveEvent } from '@/server/live/notify.ts';
import { isSoldAtClose } from '@/server/modules/lots/lot-schedule.service.ts';
import { queueSettlementOfFinishedAuctions } from '@/server/modules/settlements/settle-auction.ts';
import { awardLot } from '@/server/modules/settlements/settlement-awards.service.ts';
import { enqueueJob } from './queue.ts';

export const LOT_CLOSED_JOB = 'lot-closed-mail';

/**
 * Closes every open lot whose end has passed. Rows are claimed with `FOR UPDATE SKIP LOCKED`, so with
 * several instances each lot is closed exactly once; a lot being bid on right now is skipped and its
 * (maybe extended) end is looked at again on the next round.
 */
export const closeDueLots = async ({
  db,
  now = new Date(),
  batch = 50,
}: {
  db: TDb;
  now?: Date;
  batch?: number;
}) =>
  db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(lots)
      .where(and(eq(lots.status, 'open'), lte(lots.endDate, now)))
      .orderBy(asc(lots.endDate))
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const lot of due) {
      const sold = isSoldAtClose(lot);
      await tx.update(lots).set({ status: 'closed', sold, closedOn: now }).where(eq(lots.id, lot.id));
      // The buyer owes the lot from the moment it is sold, in the same transaction.
      if (sold && lot.maxBidderId !== null && lot.maxBid !== null)
        await awardLot(tx, { lotId: lot.id, userId: lot.maxBidderId, hammer: lot.maxBid });
      const payload: TLiveLotClosedEvent = { lotId: lot.id, sold, maxBid: lot.maxBid };
      await recordLiveEvent(tx, { auctionId: lot.auctionId, type: 'lot-closed', payload });
      if (lot.bidsCount > 0) await enqueueJob(tx, LOT_CLOSED_JOB, { lotId: lot.id });
    }
    await queueSettlementOfFinishedAuctions(
      tx,
      due.map((lot) => lot.auctionId),
    );
    return due.map((lot) => lot.id);
  });

/** Runs `closeDueLots` every `everyMs` until stopped. */
export const startLotCloser = ({
  db,
  everyMs,
  log,
}: {
  db: TDb;
  everyMs: number;
  log: (error: unknown) => void;
}) => {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running = closeDueLots({ db })
      .catch(log)
      .finally(() => {
        running = null;
        if (timer) timer = setTimeout(tick, everyMs);
      });
  };
  if (everyMs > 0) timer = setTimeout(tick, everyMs);
  return async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    await running;
  };
};
