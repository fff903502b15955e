import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { TDatabase } from '@/server/db/client.ts';
import { auctionEvents } from '@/server/db/schema/index.ts';
import { LIVE_CHANNEL } from './notify.ts';

export type TLiveEvent = { id: number; auctionId: number; type: string; payload: unknown };
type TListener = (event: TLiveEvent) => void;

export type TLiveHub = {
  start: () => Promise<void>;
  stop: () => Promise<void>;
  subscribe: (auctionId: number, listener: TListener) => () => void;
  /** Events of an auction after `lastEventId`, for a client resuming with Last-Event-ID. */
  eventsSince: (auctionId: number, lastEventId: number) => Promise<TLiveEvent[]>;
  clientCount: () => number;
};

/**
 * One per app instance. NOTIFY only says "something new"; the hub then reads every event after the last
 * one it delivered, in id order, so nothing is lost or reordered even if notifications are coalesced or
 * the LISTEN connection drops for a while (DESIGN §6, §8).
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

  const deliverNew = async () => {
    for (;;) {
      const rows = await db
        .select()
        .from(auctionEvents)
        .where(gt(auctionEvents.id, lastDelivered))
        .orderBy(asc(auctionEvents.id))
        .limit(500);
      for (const row of rows) {
        lastDelivered = row.id;
        for (const listener of listeners.get(row.auctionId) ?? []) listener(row);
      }
      if (rows.length < 500) return;
    }
  };

  const wake = () => {
    if (draining) {
      again = true;
      return;
    }
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
      const [row] = await db.select({ last: max(auctionEvents.id) }).from(auctionEvents);
      lastDelivered = Number(row?.last ?? 0);
      unlisten = await database.listen(LIVE_CHANNEL, wake);
    },
    stop: async () => {
      await unlisten?.();
      unlisten = null;
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
        .where(and(eq(auctionEvents.auctionId, auctionId), gt(auctionEvents.id, lastEventId)))
        .orderBy(asc(auctionEvents.id))
        .limit(5000),
    clientCount: () => [...listeners.values()].reduce((total, set) => total + set.size, 0),
  };
};
