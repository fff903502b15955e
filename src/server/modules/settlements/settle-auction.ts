import { and, eq, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import { pendingAwardStates } from '@/common/lot-award.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { lots } from '@/server/db/schema/index.ts';
import { enqueueJob } from '@/server/jobs/queue.ts';

export const AUCTION_SETTLED_JOB = 'auction-settled';

/**
 * Called by whatever closes or decides lots, in its transaction: for each auction given whose last lot has
 * just been finished with (closed, and no result left waiting for the admin or an en bloc decision),
 * queues the settling work once (the job then runs on one instance, with retries).
 */
export const queueSettlementOfFinishedAuctions = async (tx: TTx, auctionIds: number[]) => {
  const unique = [...new Set(auctionIds)];
  if (unique.length === 0) return;
  const stillOpen = await tx
    .selectDistinct({ auctionId: lots.auctionId })
    .from(lots)
    .where(
      and(
        inArray(lots.auctionId, unique),
        or(eq(lots.status, 'open'), inArray(lots.awardState, [...pendingAwardStates])),
      ),
    );
  const open = new Set(stillOpen.map((row) => row.auctionId));
  for (const auctionId of unique) {
    if (!open.has(auctionId)) await enqueueJob(tx, AUCTION_SETTLED_JOB, { auctionId });
  }
};

export const ZAuctionSettledJobSchema = z.object({ auctionId: z.number().int() });

/** One step of what happens once an auction's last lot has closed; each must be safe to run twice. */
export type TSettlementStep = (options: { db: TDb; auctionId: number }) => Promise<void>;

/**
 * Runs the steps app.ts lists, in order (moving deposits, issuing invoices, telling each buyer what they
 * owe). A failing step fails the job, which is retried from the first step: hence steps are idempotent.
 */
export const settleAuction = async ({
  db,
  auctionId,
  steps,
}: {
  db: TDb;
  auctionId: number;
  steps: TSettlementStep[];
}) => {
  for (const step of steps) await step({ db, auctionId });
};
