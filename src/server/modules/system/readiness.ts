import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { queryRows, type TDb } from '@/server/db/client.ts';

const journal = new URL('../../../../drizzle/meta/_journal.json', import.meta.url);
/** The newest migration this build knows, by the timestamp drizzle records once it has applied it. */
const newestMigration = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: { when: number }[] }).entries
  .map((entry) => entry.when)
  .reduce((newest, when) => Math.max(newest, when), 0);

export type TReadiness = { database: boolean; migrations: boolean };

/**
 * Whether this instance can serve: the database answers and holds every migration this build expects.
 * A database ahead of the build (a newer instance migrated it during a rolling deploy) is fine: migrations
 * only add until the old build is gone (docs/operations.md, "Readiness and shutdown").
 */
export const checkReadiness = async ({
  db,
  timeoutMs,
}: {
  db: TDb;
  timeoutMs: number;
}): Promise<TReadiness> => {
  let timer: NodeJS.Timeout | undefined;
  try {
    // Unanswered within the probe's time, the database counts as unreachable: a load balancer's check must
    // not hang on a connection the network has cut.
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('readiness: no answer in time')), timeoutMs);
    });
    const [row] = await Promise.race([
      queryRows<{ latest: string | null }>(
        db,
        sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`,
      ),
      late,
    ]);
    return { database: true, migrations: Number(row?.latest ?? 0) >= newestMigration };
  } catch {
    return { database: false, migrations: false };
  } finally {
    clearTimeout(timer);
  }
};
