import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '@/server/db/client.ts';
import { createTestDatabase } from '../../../test/database.ts';

/** The connection a PostgreSQL database keeps for LISTEN (live events, catalogue changes) makes itself again when it drops. */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgres)('a LISTEN connection', () => {
  it('is not made again once its database is closed', async () => {
    const owner = await createTestDatabase();
    const database = await openDatabase({ databaseUrl: owner.url!, dataDir: '', poolSize: 2 });
    const listening = () =>
      queryRows<{ count: number }>(
        owner.db,
        sql`select count(*)::int as count from pg_stat_activity
            where datname = current_database() and query like 'LISTEN %'`,
      ).then(([row]) => row!.count);
    try {
      await database.listen('lonja_listen_test', () => {});
      expect(await listening()).toBe(1);
      await database.close();
      // It used to be made again a second after it ended, and then every second for ever.
      await sleep(1_500);
      expect(await listening()).toBe(0);
    } finally {
      await owner.close();
    }
  });
});
