import { max, sql } from 'drizzle-orm';
import type { TDb, TTx } from '@/server/db/client.ts';
import { auctionEvents } from '@/server/db/schema/index.ts';

export const LIVE_CHANNEL = 'lonja_events';

/** Wakes every instance's live hub on commit; the payload is only the event id (DESIGN §5). */
export const notifyLive = (db: TDb | TTx, eventId: number) =>
  db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${String(eventId)})`);

/** Any fixed number: the key of the lock that orders live events (see recordLiveEvent). */
const liveOrderLock = 7_040_001;

/**
 * Records a live event and wakes the hubs when the transaction commits; call it last in the transaction.
 * Event ids come from a sequence, handed out at insert but visible only at commit, so two transactions could
 * commit out of id order: a hub, or a client resuming with Last-Event-ID, that has already seen the later
 * id would skip the earlier one for ever. A transaction-scoped lock taken before the insert makes events
 * commit in id order (held only for the insert, the notify and the commit).
 */
export const recordLiveEvent = async (
  tx: TTx,
  event: { auctionId: number; type: (typeof auctionEvents.$inferInsert)['type']; payload: unknown },
) => {
  await tx.execute(sql`select pg_advisory_xact_lock(${liveOrderLock})`);
  const [saved] = await tx
    .insert(auctionEvents)
    .values({ ...event, payload: event.payload as object })
    .returning({ id: auctionEvents.id });
  await notifyLive(tx, saved!.id);
  return saved!.id;
};

/**
 * The last live event committed so far, to be read before the data of a page that follows an auction
 * live. The page opens its stream from there (`?lastEventId=`), so every bid after its data was read
 * reaches it, however long it took to open (a server-rendered page starts its app after painting).
 * Events commit in id order (above), so none below this id can still appear.
 */
export const latestLiveEventId = async (db: TDb) => {
  const [row] = await db.select({ last: max(auctionEvents.id) }).from(auctionEvents);
  return row?.last ?? 0;
};
