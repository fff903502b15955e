import { sql } from 'drizzle-orm';
import type { TDb, TTx } from '@/server/db/client.ts';

export const LIVE_CHANNEL = 'lonja_events';

/** Wakes every instance's live hub on commit; the payload is only the event id (DESIGN §5). */
export const notifyLive = (db: TDb | TTx, eventId: number) =>
  db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${String(eventId)})`);
