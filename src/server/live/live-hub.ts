import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { TDatabase } from '@/server/db/client.ts';
import { auctionEvents } from '@/server/db/schema/index.ts';
import { LIVE_CHANNEL, latestLiveEventId } from './notify.ts';

export type TLiveEvent = { id: number; auctionId: number; type: string; payload: unknown };
/** The events of one auction from one read, in id order: the same array for every client of the auction. */
type TListener = (events: readonly TLiveEvent[]) => void;

export type TLiveHub = {
  start: () => Promise<void>;
  stop: () => Promise<void>;
  subscribe: (auctionId: number, listener: TListener) => () => void;
  /** Events of an auction after `lastEventId`, for a client resuming with Last-Event-ID. */
  eventsSince: (auctionId: number, lastEventId: number) => Promise<TLiveEvent[]>;
  clientCount: () => number;
  /**
   * The lowest bid a lot may take, as far as this instance knows from the events it has seen and the bids it
   * placed: never above the truth, which may have moved on. A bid below it is already stale and is refused
   * without a statement (bids.service.ts); undefined when the lot had no event here.
   */
  knownMinimum: (lotId: number) => number | undefined;
  /** A bid placed here raised a lot's minimum (minimums only rise with bids). */
  raiseMinimum: (lotId: number, minimum: number) => void;
  /** Bid increments changed: every known minimum may be too high. */
  forgetMinimums: () => void;
  /**
   * Every notification as it arrives, before the events are read: `id:auctionId` (live/notify.ts), or ''
   * when the LISTEN connection was (re-)established and anything may have been missed.
   */
  onAnnounced: (listener: (payload: string) => void) => void;
};

/** How soon to look again when events are committed but older transactions are still running. */
const settleRetryMs = 10;
/**
 * The least time between two reads: under a storm of bids one read brings the events of several commits,
 * instead of one read per bid (half the statements a bid cost the database); a quiet hub reads at once.
 */
const readGapMs = 5;
/**
 * Clients written to before the hub lets other work run (setImmediate): a write costs ~10 µs, so 10,000
 * clients in one go held the instance for 0.1 s, and HTTP requests waited that long (npm run bench:live).
 */
const sliceSize = 256;
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Whether an event's id is below the horizon (drizzle/0013): final, with no earlier one still to come. */
const isFinal = sql<boolean>`${auctionEvents.id} < live_event_horizon()`;

/**
 * One per app instance. NOTIFY only says "something new"; the hub then reads every event after the last
 * one it delivered, in id order, so nothing is lost or reordered even if notifications are coalesced or
 * the LISTEN connection drops for a while (DESIGN §6, §8). An event is delivered once it is final: a
 * transaction that started earlier and is still running could yet commit an event with a lower id. While
 * such events wait, the hub looks again every few milliseconds, since the transaction holding them back
 * may send no notification when it ends.
 */
export const createLiveHub = ({
  database,
  log,
}: {
  database: TDatabase;
  log: (error: unknown) => void;
}): TLiveHub => {
  const { db } = database;
  const listeners = new Map<number, Set<TListener>>();
  let lastDelivered = 0;
  let unlisten: (() => Promise<void>) | null = null;
  let draining: Promise<void> | null = null;
  let again = false;

  let retry: NodeJS.Timeout | null = null;
  const minimums = new Map<number, number>();
  const announced: ((payload: string) => void)[] = [];
  const raiseMinimum = (lotId: number, minimum: number) =>
    minimums.set(lotId, Math.max(minimum, minimums.get(lotId) ?? 0));
  /**
   * Bids raise a lot's minimum; an admin's change to its bids sets it. A lot left without bids is forgotten,
   * since it may take offers under its price, and so is a closed one.
   */
  const learnMinimum = (event: TLiveEvent) => {
    const payload = event.payload as { lotId?: number; minimumBid?: number; maxBid?: number | null };
    if (payload.lotId === undefined) return;
    if (event.type === 'bid' && payload.minimumBid !== undefined)
      raiseMinimum(payload.lotId, payload.minimumBid);
    else if (event.type === 'lot-updated' && payload.minimumBid !== undefined && payload.maxBid !== null)
      minimums.set(payload.lotId, payload.minimumBid);
    else minimums.delete(payload.lotId);
  };

  const deliverNew = async () => {
    for (;;) {
      const rows = await db
        .select({
          id: auctionEvents.id,
          auctionId: auctionEvents.auctionId,
          type: auctionEvents.type,
          payload: auctionEvents.payload,
          final: isFinal,
        })
        .from(auctionEvents)
        .where(gt(auctionEvents.id, lastDelivered))
        .orderBy(asc(auctionEvents.id))
        .limit(500);
      // Every final event of the read, grouped by auction: a client gets all of its auction's in one write.
      const byAuction = new Map<number, TLiveEvent[]>();
      let settled = true;
      for (const { final, ...event } of rows) {
        if (!final) {
          settled = false;
          break;
        }
        lastDelivered = event.id;
        learnMinimum(event);
        const group = byAuction.get(event.auctionId);
        if (group) group.push(event);
        else byAuction.set(event.auctionId, [event]);
      }
      await fanOut(byAuction);
      if (!settled) return wakeIn(settleRetryMs);
      if (rows.length < 500) return;
    }
  };

  /**
   * Hands each auction's events to its clients, a slice at a time. The next read waits for it (the hub
   * drains one read at a time), so events keep their order, and those committed meanwhile come together
   * in the next read: under a storm each client gets fewer, larger writes instead of falling behind.
   */
  const fanOut = async (byAuction: Map<number, TLiveEvent[]>) => {
    let written = 0;
    for (const [auctionId, events] of byAuction) {
      for (const listener of [...(listeners.get(auctionId) ?? [])]) {
        listener(events);
        if (++written % sliceSize === 0) await yieldToOthers();
      }
    }
  };

  const wakeIn = (ms: number) => {
    retry ??= setTimeout(() => {
      retry = null;
      if (unlisten) wake();
    }, ms);
  };

  let lastRead = Number.NEGATIVE_INFINITY;
  const wake = () => {
    if (draining) {
      again = true;
      return;
    }
    const wait = lastRead + readGapMs - performance.now();
    if (wait > 0) return wakeIn(wait);
    lastRead = performance.now();
    draining = deliverNew()
      .catch(log)
      .finally(() => {
        draining = null;
        if (again) {
          again = false;
          wake();
        }
      });
  };

  return {
    start: async () => {
      lastDelivered = await latestLiveEventId(db);
      unlisten = await database.listen(LIVE_CHANNEL, (payload) => {
        for (const listener of announced) listener(payload);
        wake();
      });
    },
    stop: async () => {
      await unlisten?.();
      unlisten = null;
      if (retry) clearTimeout(retry);
      await draining;
    },
    subscribe: (auctionId, listener) => {
      const set = listeners.get(auctionId) ?? new Set();
      set.add(listener);
      listeners.set(auctionId, set);
      return () => {
        set.delete(listener);
        // Only this set: a second call, after the auction's last listener left and a new one came, must not
        // drop the newcomer's.
        if (set.size === 0 && listeners.get(auctionId) === set) listeners.delete(auctionId);
      };
    },
    eventsSince: (auctionId, lastEventId) =>
      db
        .select()
        .from(auctionEvents)
        .where(and(eq(auctionEvents.auctionId, auctionId), gt(auctionEvents.id, lastEventId), isFinal))
        .orderBy(asc(auctionEvents.id))
        .limit(5000),
    clientCount: () => [...listeners.values()].reduce((total, set) => total + set.size, 0),
    knownMinimum: (lotId) => minimums.get(lotId),
    raiseMinimum,
    forgetMinimums: () => minimums.clear(),
    onAnnounced: (listener) => announced.push(listener),
  };
};
