import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config.ts';
import { openDatabase, queryRows, type TDatabase } from '@/server/db/client.ts';
import { createTestDatabase } from '../../../test/database.ts';

/** DB_POOL_SIZE: how many connections an instance keeps to PostgreSQL (PGlite is one, inside the process). */
const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe('DB_POOL_SIZE', () => {
  it('is a whole number from 2, named in the error otherwise', () => {
    expect(loadConfig({}).DB_POOL_SIZE).toBe(10);
    expect(loadConfig({ DB_POOL_SIZE: '4' }).DB_POOL_SIZE).toBe(4);
    expect(() => loadConfig({ DB_POOL_SIZE: '1' })).toThrow(/DB_POOL_SIZE/);
    expect(() => loadConfig({ DB_POOL_SIZE: 'diez' })).toThrow(/DB_POOL_SIZE/);
  });

  describe.skipIf(!postgres)('on PostgreSQL', () => {
    let owner: TDatabase & { url?: string };
    let database: TDatabase;
    beforeAll(async () => {
      owner = await createTestDatabase();
      database = await openDatabase({ databaseUrl: owner.url!, dataDir: '', poolSize: 3 });
    });
    afterAll(async () => {
      await database?.close();
      await owner?.close();
    });

    it('opens no more connections than it says, however many statements wait', async () => {
      const backends = await Promise.all(
        Array.from({ length: 9 }, async () => {
          const [row] = await queryRows<{ pid: number }>(
            database.db,
            sql`select pg_backend_pid() as pid, pg_sleep(0.05)`,
          );
          return row!.pid;
        }),
      );
      expect(new Set(backends).size).toBe(3);
    });
  });
});
