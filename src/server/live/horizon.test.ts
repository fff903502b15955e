import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../test/app.ts';
import { createAuction } from '../../../test/factories.ts';
import { eventHeldOpen, lotClosedEvent } from '../../../test/live-events.ts';
import { recordLiveEvent } from './notify.ts';

let ctx: TTestContext & { databaseUrl?: string };
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/**
 * The horizon an event is judged final by must be read from the same snapshot as the events themselves
 * (drizzle/0059). The live hub and the notifier read "events after the last one given, and whether each
 * is final" in one statement; a horizon taken from a later snapshot than the rows could pass a
 * transaction that committed in between, whose event the rows did not show: the later event was then
 * given as final, the cursor moved past it, and the earlier one was never given to anybody.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the live horizon', () => {
  it('past silent writes, is read from the statement’s own snapshot', async () => {
    const auction = await createAuction(ctx.db);
    // The first transaction takes its event id and stays open; the second commits after it.
    const first = await eventHeldOpen(ctx.db, lotClosedEvent(auction.id, 1));
    const secondId = await ctx.db.transaction((tx) => recordLiveEvent(tx, lotClosedEvent(auction.id, 2)));

    // The hub's statement, with a pause between its snapshot and its horizon, in which the first commits.
    const reader = new pg.Client({ connectionString: ctx.databaseUrl });
    await reader.connect();
    const watcher = new pg.Client({ connectionString: ctx.databaseUrl });
    await watcher.connect();
    try {
      const reading = reader.query<{ id: string; final: boolean }>(
        `select id, id < (select live_event_horizon_past_silent() from pg_sleep(0.5)) as final
           from auction_events where auction_id = $1 order by id`,
        [auction.id],
      );
      // Its snapshot is taken once it is sleeping.
      for (;;) {
        const { rows } = await watcher.query(
          `select 1 from pg_stat_activity where pid = $1 and wait_event = 'PgSleep'`,
          [(reader as unknown as { processID: number }).processID],
        );
        if (rows.length) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      first.commit();
      await first.committed;
      const { rows } = await reading;
      // The statement saw the second event and not the first: the second is not final yet.
      expect(rows).toEqual([{ id: String(secondId), final: false }]);
    } finally {
      first.commit();
      await reader.end();
      await watcher.end();
    }
  });
});
