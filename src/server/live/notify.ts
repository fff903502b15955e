import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { liveEventSchemas, type TLiveEventType } from '@/common/schemas/bids.ts';
import { queryRows, type TDb, type TTx } from '@/server/db/client.ts';
import { auctionEvents } from '@/server/db/schema/index.ts';

export const LIVE_CHANNEL = 'lonja_events';

export type TLiveEventInput = {
  [K in TLiveEventType]: { auctionId: number; type: K; payload: z.input<(typeof liveEventSchemas)[K]> };
}[TLiveEventType];

/**
 * Records a live event in the transaction and wakes every instance's hub when it commits; it reaches live
 * clients then. One statement: the insert and its NOTIFY, whose payload is the event id and its auction's,
 * `id:auctionId` (docs/product.md#live-updates: the hub reads the events themselves; the answer cache forgets that auction's
 * answers at once). For lot closings and an administrator's changes; the bid's event is written and
 * announced by the database's `place_bids_and_announce` (bid-statements.ts), the same way but for its NOTIFY,
 * sent after its commit. The event's id, its place in commit order, comes from the column's default
 * (drizzle/0013): no lock is shared with other lots.
 */
export const recordLiveEvent = async (tx: TTx, event: TLiveEventInput) => {
  const [saved] = await queryRows<{ id: string | number }>(
    tx,
    sql`with live_event as (
        insert into auction_events (auction_id, type, payload)
        values (${event.auctionId}, ${event.type}, ${JSON.stringify(liveEventSchemas[event.type].parse(event.payload))}::jsonb)
        returning id, auction_id
      )
      select id, pg_notify(${LIVE_CHANNEL}, id::text || ':' || auction_id::text) from live_event`,
  );
  return Number(saved!.id);
};

/**
 * The last live event that is final: every event still to come has a higher id (drizzle/0013). A page that
 * follows an auction live reads it before its data and opens its stream from there (`?lastEventId=`), so
 * every bid after its data was read reaches it, however long it took to open.
 */
export const latestLiveEventId = async (db: TDb) => {
  const [row] = await queryRows<{ last: string | number | null }>(
    db,
    sql`select max(${auctionEvents.id}) as last from ${auctionEvents}
        where ${auctionEvents.id} < live_event_horizon()`,
  );
  return Number(row?.last ?? 0);
};

/**
 * What a live notification says changed: its auction, and whether only bids and prices did (`:bid`, sent
 * by place_bid_and_announce for a bid that moved no lot's end, drizzle/0055); `auctionId` null for anything
 * else, such as a reconnect: everything may have changed.
 */
export const announcedChange = (payload: string): { auctionId: number | null; onlyBids: boolean } => {
  const [, auction, kind] = payload.split(':');
  const auctionId = Number(auction);
  return auction !== undefined && auction !== '' && Number.isInteger(auctionId)
    ? { auctionId, onlyBids: kind === 'bid' }
    : { auctionId: null, onlyBids: false };
};
