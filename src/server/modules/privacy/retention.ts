import { and, lt, or, sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { throttles } from '@/server/db/schema/index.ts';
import { silentTransaction } from '@/server/live/silent-transaction.ts';
import { deleteExpiredSessions, forgetOldDevices } from '@/server/modules/auth/sessions.service.ts';
import { forgetOldSignupIps } from '@/server/modules/fair-play/signup-ips.ts';

const day = 86_400_000;

/**
 * Removes what nothing needs any more, so tables do not grow for ever: ended sessions, devices long unused,
 * throttle counters whose window and block are over, jobs finished more than `retentionDays` ago and live events older than
 * that (a client resuming with Last-Event-ID within the horizon still gets everything after its id), and
 * notices told that long ago about lots that have closed. Every delete is idempotent, so each instance
 * may run it; batches keep each statement short.
 */
export const purgeExpired = async ({
  db,
  retentionDays,
  now = new Date(),
}: {
  db: TDb;
  retentionDays: number;
  now?: Date;
}) => {
  const horizon = new Date(now.getTime() - retentionDays * day);
  // Silent (live/silent-transaction.ts): a purge that runs long holds no live page back.
  const batch = (table: string, condition: ReturnType<typeof sql>) =>
    silentTransaction(db, (tx) =>
      tx.execute(
        sql`delete from ${sql.raw(table)} where ctid in (select ctid from ${sql.raw(table)} where ${condition} limit 10000)`,
      ),
    );
  const results = await Promise.all([
    deleteExpiredSessions(db, now),
    db
      .delete(throttles)
      .where(
        and(
          lt(throttles.windowStart, new Date(now.getTime() - day)),
          or(sql`${throttles.blockedUntil} is null`, lt(throttles.blockedUntil, now)),
        ),
      )
      .returning({ key: throttles.key }),
    forgetOldDevices(db, now),
    forgetOldSignupIps(db, now),
    batch('jobs', sql`done_at is not null and done_at < ${horizon.toISOString()}::timestamptz`),
    batch('auction_events', sql`created_on < ${horizon.toISOString()}::timestamptz`),
    // What a user was told stays while it can still matter: a lot's notices until it closes (an open lot's
    // would be told again), an auction's opening once its start is behind the notifier's cursor.
    batch(
      'notice_ledger',
      sql`created_on < ${horizon.toISOString()}::timestamptz and (kind = 'auction-opens'
        or not exists (select 1 from lots l where l.id = notice_ledger.subject_id and l.status = 'open'))`,
    ),
  ]);
  return {
    sessions: results[0].length,
    throttles: results[1].length,
  };
};
