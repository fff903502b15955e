import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { bidSteps, minimumNextBid } from '@/common/bid-rules.ts';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TLiveLotReopenedEvent } from '@/common/schemas/bids.ts';
import type { TBidRange } from '@/common/schemas/config-data.ts';
import type { TLiveSaleState } from '@/common/schemas/live-sales.ts';
import { queryRows, type TDb, type TTx } from '@/server/db/client.ts';
import {
  invoices,
  jobs,
  livePaddles,
  liveSaleActions,
  liveSales,
  lots,
  payments,
  settlementLines,
  settlements,
  subscriptions,
} from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { recordLiveEvent } from '@/server/live/notify.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { loadLeaders } from '../catalogue/leaders.ts';
import { readBidRanges } from '../config-data/config-data.service.ts';
import { LOT_CLOSED_JOB } from '../lots/lot-award.service.ts';
import { closeLot } from '../lots/lot-closing.service.ts';
import { AUCTION_SETTLED_JOB, queueSettlementOfFinishedAuctions } from '../settlements/settle-auction.ts';
import { callRanges, lastOnlineBid, openLotsInOrder, readLiveSale, readSaleRow } from './live-sale-state.ts';

type TSaleRow = typeof liveSales.$inferSelect;
type TLotRow = typeof lots.$inferSelect;

export type TLiveAction =
  | { kind: 'start' }
  | { kind: 'floor-bid'; paddle: number }
  | { kind: 'warning' }
  | { kind: 'increment'; increment: number | null }
  | { kind: 'knock-down'; confirmed?: boolean }
  | { kind: 'pass' }
  | { kind: 'withdraw' };

/** A knock-down this soon after an online bid asks the auctioneer to confirm (docs/live-sales.md). */
export const knockDownGuardMs = 1000;
/**
 * The hammer's e-mails and the auction's settlement wait this long after a knock-down, so an undo can still
 * take the knock-down back before anyone is told; after it, the knock-down is final.
 */
export const hammerGraceMs = 2 * 60_000;

type TDone = { lotId: number | null; paddle?: number; amount?: number; bidId?: number };
type TChanges = Partial<
  Pick<TSaleRow, 'status' | 'currentLotId' | 'warning' | 'increment' | 'startedOn' | 'finishedOn'>
>;

const rule = (message: string, field?: string) =>
  new AppError('BUSINESS_RULE', message, field ? { fields: { [field]: message } } : {});

/** The sale's state a console action can change, as kept in the log for undo. */
const snapshot = (sale: TSaleRow) => ({
  status: sale.status,
  currentLotId: sale.currentLotId,
  warning: sale.warning,
  increment: sale.increment,
  startedOn: sale.startedOn?.toISOString() ?? null,
  finishedOn: sale.finishedOn?.toISOString() ?? null,
});
type TSnapshot = ReturnType<typeof snapshot>;

/**
 * Runs one console action: one transaction that locks the sale's row, does the action, logs it with the
 * state before it and writes one `live-sale` live event carrying the new public state (a lot closed by the
 * hammer, a pass or a withdrawal also writes the `lot-closed` event a timed close writes).
 */
export const runLiveAction = async ({
  db,
  auctionId,
  actorId,
  action,
}: {
  db: TDb;
  auctionId: number;
  actorId: number;
  action: TLiveAction;
}): Promise<TLiveSaleState> =>
  db.transaction(async (tx) => {
    const { auction } = await readSaleRow(tx, auctionId);
    const sale = await lockSale(tx, auctionId);
    assertMayRun(action, sale, auction);
    const now = new Date();
    const current = sale.currentLotId ? await lockLot(tx, sale.currentLotId) : null;
    const { changes, done } = await perform(tx, { sale, current, action, now, auctionId, auction });
    await tx
      .update(liveSales)
      .set({ ...changes, version: sale.version + 1 })
      .where(eq(liveSales.auctionId, auctionId));
    await logAction(tx, { auctionId, actorId, action, done, before: sale });
    return announce(tx, auctionId);
  });

/** The sale's row, made on its first action and locked: one sale's console actions run one after another. */
const lockSale = async (tx: TTx, auctionId: number) => {
  await tx.insert(liveSales).values({ auctionId }).onConflictDoNothing();
  const [sale] = await tx.select().from(liveSales).where(eq(liveSales.auctionId, auctionId)).for('update');
  if (!sale) throw new Error(`No sale row for auction ${auctionId}`);
  return sale;
};

/** A sale starts once, published; every other action needs it running with a lot under the hammer. */
const assertMayRun = (action: TLiveAction, sale: TSaleRow, auction: { published: boolean }) => {
  if (action.kind === 'start') {
    if (sale.status !== 'waiting') throw rule(apiText.liveSales.alreadyStarted);
    if (!auction.published) throw rule(apiText.liveSales.publishFirst);
  } else if (sale.status !== 'running' || sale.currentLotId === null)
    throw rule(apiText.liveSales.notRunning);
};

/** The action goes into the sale's log, with the state before it for an undo, and into the audit log. */
const logAction = async (
  tx: TTx,
  {
    auctionId,
    actorId,
    action,
    done,
    before,
  }: { auctionId: number; actorId: number; action: TLiveAction; done: TDone; before: TSaleRow },
) => {
  await tx.insert(liveSaleActions).values({
    auctionId,
    kind: action.kind,
    lotId: done.lotId,
    paddle: done.paddle ?? null,
    amount: done.amount ?? null,
    bidId: done.bidId ?? null,
    before: snapshot(before),
    actorId,
  });
  await recordAudit(tx, {
    actorId,
    entity: 'auction',
    entityId: auctionId,
    action: `live-${action.kind}`,
    changes: auditChanges(action, done),
  });
};

/** What the audit log keeps of a console action: the lot, and the paddle, amount or increment it took. */
const auditChanges = (action: TLiveAction, done: TDone) => ({
  lotId: done.lotId,
  ...(done.paddle === undefined ? {} : { paddle: done.paddle }),
  ...(done.amount === undefined ? {} : { amount: done.amount }),
  ...(action.kind === 'increment' ? { increment: action.increment } : {}),
  ...(action.kind === 'knock-down' && action.confirmed ? { confirmed: true } : {}),
});

const announce = async (tx: TTx, auctionId: number) => {
  const state = await readLiveSale(tx, auctionId);
  await recordLiveEvent(tx, { auctionId, type: 'live-sale', payload: state });
  return state;
};

const lockLot = async (tx: TTx, lotId: number) => {
  const [lot] = await tx.select().from(lots).where(eq(lots.id, lotId)).for('update');
  return lot ?? null;
};

const perform = async (
  tx: TTx,
  context: {
    sale: TSaleRow;
    current: TLotRow | null;
    action: TLiveAction;
    now: Date;
    auctionId: number;
    auction: { requiresApproval: boolean };
  },
): Promise<{ changes: TChanges; done: TDone }> => {
  const { sale, current, action, now, auctionId } = context;
  const lotId = current?.id ?? null;
  switch (action.kind) {
    case 'start': {
      await givePaddles(tx, auctionId);
      const [first] = await openLotsInOrder(tx, auctionId, 1);
      if (!first) throw rule(apiText.liveSales.noLotsToSell);
      return {
        changes: { status: 'running', currentLotId: first.id, warning: 0, increment: null, startedOn: now },
        done: { lotId: first.id },
      };
    }
    case 'floor-bid': {
      const { amount, bidId } = await placeFloorBid(tx, {
        sale,
        lot: current!,
        paddle: action.paddle,
        auctionId,
      });
      return { changes: { warning: 0 }, done: { lotId, paddle: action.paddle, amount, bidId } };
    }
    case 'warning':
      if (sale.warning >= 2) throw rule(apiText.liveSales.goingTwiceGiven);
      return { changes: { warning: sale.warning + 1 }, done: { lotId } };
    case 'increment':
      return {
        changes: { increment: action.increment },
        done: { lotId, amount: action.increment ?? undefined },
      };
    case 'knock-down': {
      const lot = current!;
      if (lot.maxBid === null || lot.maxBidderId === null) throw rule(apiText.liveSales.noBidsToKnockDown);
      const online = await lastOnlineBid(tx, lot.id);
      if (!action.confirmed && online && now.getTime() - online.getTime() < knockDownGuardMs)
        throw new AppError('CONFLICT', apiText.liveSales.onlineBidJustIn, {
          fields: { confirmed: apiText.liveSales.confirmKnockDown },
        });
      // Its `lot-closed` event too, so an open page of the lot and the lists update as at a timed close.
      await closeLot(tx, lot, context.auction, now);
      await queueSettlementOfFinishedAuctions(tx, [auctionId]);
      await holdHammerJobs(tx, lot, now);
      return { changes: await advance(tx, auctionId, now), done: { lotId, amount: lot.maxBid } };
    }
    case 'pass':
    case 'withdraw':
      await tx
        .update(lots)
        .set({
          status: 'closed',
          closedOn: now,
          sold: false,
          awardState: 'unsold',
          ...(action.kind === 'withdraw' ? { published: false } : {}),
        })
        .where(eq(lots.id, current!.id));
      await recordLiveEvent(tx, {
        auctionId,
        type: 'lot-closed',
        payload: { lotId: current!.id, sold: false, maxBid: current!.maxBid },
      });
      await queueSettlementOfFinishedAuctions(tx, [auctionId]);
      await holdHammerJobs(tx, current!, now);
      return { changes: await advance(tx, auctionId, now), done: { lotId } };
  }
};

/** After the hammer: the next lot in order is called, or the sale ends. */
const advance = async (tx: TTx, auctionId: number, now: Date): Promise<TChanges> => {
  const [next] = await openLotsInOrder(tx, auctionId, 1);
  return next
    ? { currentLotId: next.id, warning: 0, increment: null }
    : { status: 'finished', currentLotId: null, warning: 0, increment: null, finishedOn: now };
};

/**
 * A bidder accepted while the sale is running gets the next paddle at once, as those accepted before the
 * start got theirs (called by the subscription's acceptance, in its transaction).
 */
export const givePaddleOnAcceptance = async (tx: TTx, auctionId: number) => {
  // Locked as every console action locks it, so two paddles never get one number.
  const [sale] = await tx.select().from(liveSales).where(eq(liveSales.auctionId, auctionId)).for('update');
  if (sale?.status === 'running') await givePaddles(tx, auctionId);
};

/** Every accepted bidder gets a paddle, numbered on from the last in the order they subscribed. */
const givePaddles = async (tx: TTx, auctionId: number) =>
  queryRows(
    tx,
    sql`insert into ${livePaddles} (auction_id, number, user_id)
        select ${auctionId}, coalesce((select max(number) from ${livePaddles} where auction_id = ${auctionId}), 0)
            + row_number() over (order by s.id), s.user_id
          from ${subscriptions} s
          where s.auction_id = ${auctionId} and s.status = 'accepted'
            and not exists (select 1 from ${livePaddles} p where p.auction_id = ${auctionId} and p.user_id = s.user_id)
        returning number`,
  );

const placeFloorBid = async (
  tx: TTx,
  { sale, lot, paddle, auctionId }: { sale: TSaleRow; lot: TLotRow; paddle: number; auctionId: number },
) => {
  const [holder] = await tx
    .select({ userId: livePaddles.userId })
    .from(livePaddles)
    .where(and(eq(livePaddles.auctionId, auctionId), eq(livePaddles.number, paddle)));
  if (!holder) throw rule(apiText.liveSales.paddleNotRegistered(paddle), 'paddle');
  const ranges = callRanges(sale, await readBidRanges({ db: tx }));
  const { thresholds, increments } = bidSteps(ranges);
  const amount =
    lot.maxBid === null ? lot.price : lot.maxBid + incrementOf(lot.maxBid, thresholds, increments);
  const [placed] = await queryRows<{ outcome: string; bid_id: string | null }>(
    tx,
    sql`select outcome, bid_id from place_floor_bid(${lot.id}, ${holder.userId}, ${paddle}, ${amount},
      ${pgArray(thresholds)}::bigint[], ${pgArray(increments)}::bigint[])`,
  );
  if (placed?.outcome === 'max-raised' || placed?.outcome === 'max-not-raised')
    throw rule(apiText.liveSales.paddleAlreadyLeading(paddle), 'paddle');
  if (placed?.outcome !== 'accepted' || placed.bid_id === null)
    throw new AppError('CONFLICT', apiText.liveSales.lotChanged);
  return { amount, bidId: Number(placed.bid_id) };
};

/** An array as one parameter (drizzle spreads a JS array into a list of parameters). */
const pgArray = (values: number[]) => `{${values.join(',')}}`;

const incrementOf = (amount: number, thresholds: number[], increments: number[]) => {
  let step = 0;
  while (step + 1 < thresholds.length && thresholds[step + 1]! <= amount) step++;
  return increments[step]!;
};

const lotClosedJobs = (lotId: number) =>
  and(eq(jobs.kind, LOT_CLOSED_JOB), sql`(${jobs.payload}->>'lotId')::int = ${lotId}`, isNull(jobs.doneAt));
const settledJobs = (auctionId: number) =>
  and(
    eq(jobs.kind, AUCTION_SETTLED_JOB),
    sql`(${jobs.payload}->>'auctionId')::int = ${auctionId}`,
    isNull(jobs.doneAt),
  );

/** The hammer's e-mails and the settlement wait `hammerGraceMs`: until then an undo takes the hammer back. */
const holdHammerJobs = async (tx: TTx, lot: TLotRow, now: Date) => {
  const runAt = new Date(now.getTime() + hammerGraceMs);
  await tx.update(jobs).set({ runAt }).where(lotClosedJobs(lot.id));
  await tx.update(jobs).set({ runAt }).where(settledJobs(lot.auctionId));
};

/**
 * Undoes the last console action not yet undone: the sale goes back to the state logged before it, a floor
 * bid is annulled (the lot replayed without it, as an admin's bid deletion does) and a lot knocked down,
 * passed or withdrawn is open again, its e-mails and the settlement not sent. One transaction, one event.
 */
export const undoLiveAction = async ({
  db,
  auctionId,
  actorId,
}: {
  db: TDb;
  auctionId: number;
  actorId: number;
}) =>
  db.transaction(async (tx) => {
    await readSaleRow(tx, auctionId);
    const [sale] = await tx.select().from(liveSales).where(eq(liveSales.auctionId, auctionId)).for('update');
    const last = await readLastAction(tx, auctionId);
    if (!sale || !last) throw rule(apiText.liveSales.nothingToUndo);
    const before = last.before as TSnapshot;
    await takeBack(tx, { last, before, actorId });
    await tx
      .update(liveSales)
      .set({ ...restored(before), version: sale.version + 1 })
      .where(eq(liveSales.auctionId, auctionId));
    await tx.update(liveSaleActions).set({ undoneOn: new Date() }).where(eq(liveSaleActions.id, last.id));
    await recordAudit(tx, {
      actorId,
      entity: 'auction',
      entityId: auctionId,
      action: 'live-undo',
      changes: {
        undone: last.kind,
        lotId: last.lotId,
        ...(last.paddle === null ? {} : { paddle: last.paddle }),
      },
    });
    return announce(tx, auctionId);
  });

type TActionRow = typeof liveSaleActions.$inferSelect;

/** The last console action of the sale not yet undone. */
const readLastAction = async (tx: TTx, auctionId: number): Promise<TActionRow | undefined> => {
  const [last] = await tx
    .select()
    .from(liveSaleActions)
    .where(and(eq(liveSaleActions.auctionId, auctionId), isNull(liveSaleActions.undoneOn)))
    .orderBy(desc(liveSaleActions.id))
    .limit(1);
  return last;
};

/** The sale's state as a snapshot kept it (the inverse of `snapshot`). */
const restored = (before: TSnapshot): TChanges => ({
  status: before.status,
  currentLotId: before.currentLotId,
  warning: before.warning,
  increment: before.increment,
  startedOn: before.startedOn ? new Date(before.startedOn) : null,
  finishedOn: before.finishedOn ? new Date(before.finishedOn) : null,
});

/** What the undone action did to its lot goes: its floor bid annulled, the lot it closed open again. */
const takeBack = async (
  tx: TTx,
  { last, before, actorId }: { last: TActionRow; before: TSnapshot; actorId: number },
) => {
  const lot = last.lotId ? await lockLot(tx, last.lotId) : null;
  if (last.kind === 'floor-bid' && last.bidId !== null)
    await annulFloorBid(tx, { bidId: last.bidId, before, actorId });
  if (lot && (last.kind === 'knock-down' || last.kind === 'pass' || last.kind === 'withdraw'))
    await reopenLot(tx, lot, {
      republish: last.kind === 'withdraw',
      ranges: callRanges(before, await readBidRanges({ db: tx })),
    });
};

/** The floor bid annulled, the lot replayed without it in the call's ranges, as an admin's bid deletion does. */
const annulFloorBid = async (
  tx: TTx,
  { bidId, before, actorId }: { bidId: number; before: TSnapshot; actorId: number },
) => {
  const { thresholds, increments } = bidSteps(callRanges(before, await readBidRanges({ db: tx })));
  await queryRows(
    tx,
    sql`select annul_bid(${bidId}, ${actorId}, 'Deshecha en la consola de la venta en vivo',
      ${pgArray(thresholds)}::bigint[], ${pgArray(increments)}::bigint[])`,
  );
};

/**
 * A lot closed at the hammer open again, as long as no one has been told and nothing invoiced: what the
 * hammer wrote (its liquidación line, the e-mails and settlement waiting their grace period, the award
 * state) goes, and the `lot-reopened` event tells the pages that showed it closed.
 */
const reopenLot = async (
  tx: TTx,
  lot: TLotRow,
  { republish, ranges }: { republish: boolean; ranges: TBidRange[] },
) => {
  const invoiced = await tx
    .select({ id: invoices.id })
    .from(settlementLines)
    .innerJoin(invoices, eq(invoices.id, settlementLines.invoiceId))
    .where(eq(settlementLines.lotId, lot.id))
    .limit(1);
  const [told] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, LOT_CLOSED_JOB), sql`(${jobs.payload}->>'lotId')::int = ${lot.id}`))
    .orderBy(asc(jobs.id))
    .limit(1);
  const [pending] = await tx.select({ id: jobs.id }).from(jobs).where(lotClosedJobs(lot.id)).limit(1);
  if (invoiced.length > 0 || (told && !pending)) throw rule(apiText.liveSales.knockDownFinal);
  await tx.delete(jobs).where(lotClosedJobs(lot.id));
  await tx.delete(jobs).where(settledJobs(lot.auctionId));
  const removed = await tx
    .delete(settlementLines)
    .where(and(eq(settlementLines.lotId, lot.id), isNull(settlementLines.invoiceId)))
    .returning({ settlementId: settlementLines.settlementId });
  // A liquidación opened by this hammer alone goes with it.
  for (const { settlementId } of removed)
    await queryRows(
      tx,
      sql`delete from ${settlements} s where s.id = ${settlementId}
          and not exists (select 1 from ${settlementLines} l where l.settlement_id = s.id)
          and not exists (select 1 from ${payments} p where p.settlement_id = s.id)`,
    );
  await tx
    .update(lots)
    .set({
      status: 'open',
      closedOn: null,
      sold: false,
      awardState: null,
      ...(republish ? { published: true } : {}),
    })
    .where(eq(lots.id, lot.id));
  const payload: TLiveLotReopenedEvent = {
    lotId: lot.id,
    maxBid: lot.maxBid,
    leader: (await loadLeaders(tx, [lot.id])).get(lot.id) ?? null,
    bidsCount: lot.bidsCount,
    minimumBid: minimumNextBid(lot, ranges),
    endDate: lot.endDate.toISOString(),
  };
  await recordLiveEvent(tx, { auctionId: lot.auctionId, type: 'lot-reopened', payload });
};
