import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { auctions, liveSales, lots } from '@/server/db/schema/index.ts';
import { queueSettlementOfFinishedAuctions } from '@/server/modules/settlements/settle-auction.ts';
import { lotClosingLag } from '@/server/observability/metrics.ts';
import { closeLot } from './lot-closing.service.ts';

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
      // A live auction's lots close at the hammer (modules/live-sales), not by the clock, until its sale has
      // finished: lots offered after it then close at their end like any timed lot.
      .where(
        and(
          eq(lots.status, 'open'),
          lte(lots.endDate, now),
          sql`not exists (select 1 from ${auctions} left join ${liveSales} on ${liveSales.auctionId} = ${auctions.id}
            where ${auctions.id} = ${lots.auctionId} and ${auctions.format} = 'live'
              and ${liveSales.status} is distinct from 'finished')`,
        ),
      )
      .orderBy(asc(lots.endDate))
      .limit(batch)
      .for('update', { skipLocked: true });
    const auctionIds = [...new Set(due.map((lot) => lot.auctionId))];
    const approval = new Map(
      auctionIds.length
        ? (
            await tx
              .select({ id: auctions.id, requiresApproval: auctions.requiresApproval })
              .from(auctions)
              .where(inArray(auctions.id, auctionIds))
          ).map((row) => [row.id, row.requiresApproval])
        : [],
    );
    for (const lot of due) {
      await closeLot(tx, lot, { requiresApproval: approval.get(lot.auctionId) ?? false }, now);
      lotClosingLag.observe(Math.max(0, Date.now() - lot.endDate.getTime()) / 1000);
    }
    await queueSettlementOfFinishedAuctions(
      tx,
      due.map((lot) => lot.auctionId),
    );
    return due.map((lot) => lot.id);
  });

/**
 * How many lots one closing transaction takes. Its lot-closed events, like every event committed after it
 * began, reach live pages only when it commits: 50 lots held them ~2.5 s on a busy machine while an auction
 * of 2,000 lots closed (npm run bench:bulk); 10 keep that short.
 */
const closingBatch = 10;

/** Runs `closeDueLots` every `everyMs` until stopped; a full batch is followed by the next at once. */
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
  const closeAllDue = async () => {
    while (timer && (await closeDueLots({ db, batch: closingBatch })).length === closingBatch);
  };
  const tick = () => {
    running = closeAllDue()
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
