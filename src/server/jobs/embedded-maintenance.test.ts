import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type TDatabase } from '@/server/db/client.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { createAuction } from '../../../test/factories.ts';
import { maintainEmbedded } from './embedded-maintenance.ts';

describe('maintainEmbedded', () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('brings the statistics up to date and vacuums, as autovacuum would', async () => {
    const { db } = database;
    const auction = await createAuction(db);
    await db.execute(
      sql`insert into auction_events (auction_id, type, payload)
          select ${auction.id}, 'bid', '{}'::jsonb from generate_series(1, 2000)`,
    );
    const planned = async () =>
      (
        await queryRows<{ reltuples: number }>(
          db,
          sql`select reltuples from pg_class where relname = 'auction_events'`,
        )
      )[0]!.reltuples;
    // What the planner believed of the table before: nothing (never analyzed) or far less.
    expect(await planned()).toBeLessThan(2000);
    const before = (await queryRows<{ now: string }>(db, sql`select now()::text as now`))[0]!.now;
    await maintainEmbedded({ db });
    expect(await planned()).toBe(2000);
    const [done] = await queryRows<{ vacuumed: boolean; analyzed: boolean }>(
      db,
      sql`select last_vacuum >= ${before}::timestamptz as vacuumed, last_analyze >= ${before}::timestamptz as analyzed
          from pg_stat_user_tables where relname = 'auction_events'`,
    );
    expect(done).toEqual({ vacuumed: true, analyzed: true });
  });
});
