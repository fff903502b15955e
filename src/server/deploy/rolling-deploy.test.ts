import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client.ts';
import { createTestApp, type TTestContext } from '../../../test/app.ts';
import {
  createStormFixture,
  joinStorm,
  liveEventIds,
  missingBids,
  startBidStorm,
} from '../../../test/balanced-clients.ts';
import { createBuildWithMigration } from '../../../test/new-build.ts';
import { freePort, startServerProcess, type TServerProcess } from '../../../test/server-process.ts';
import { rollingDeploy } from './rolling-deploy.ts';

/**
 * Issue 34, item 5: two instances upgraded one after the other, under a bid storm, to a build that brings
 * a migration (an expand step: a new nullable column on `bids`, the busiest table) — the old instance
 * still serving beside the new one on the migrated schema. Clients retry elsewhere on 503 or a refused
 * connection, as behind a load balancer (test/balanced-clients.ts). PostgreSQL only: real processes.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
let ctx: TTestContext & { databaseUrl?: string };
let newBuild: Awaited<ReturnType<typeof createBuildWithMigration>>;

beforeAll(async () => {
  if (!postgres) return;
  ctx = await createTestApp();
  newBuild = await createBuildWithMigration('bid-channel', ['ALTER TABLE "bids" ADD COLUMN "channel" text;']);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await newBuild?.remove();
});

const hasChannelColumn = async () =>
  (
    await queryRows<{ found: boolean }>(
      ctx.db,
      sql`select exists (select 1 from information_schema.columns
            where table_name = 'bids' and column_name = 'channel') as found`,
    )
  )[0]!.found;

describe.skipIf(!postgres)('rolling deploy', () => {
  it('upgrades two instances one after the other under a storm: no failed bid, no event gap, nothing lost', async () => {
    const fixture = await createStormFixture(ctx.db, { lots: 3, bidders: 4 });
    const { auction, lots } = fixture;
    const ports = [await freePort(), await freePort()];
    const env = (port: number) => ({
      PORT: String(port),
      SHUTDOWN_DELAY_MS: '500',
      BID_LIMIT_PER_10S: '100000',
      LIVE_HEARTBEAT_MS: '1000',
    });
    const instances: TServerProcess[] = await Promise.all(
      ports.map((port) => startServerProcess(ctx.databaseUrl!, env(port))),
    );
    const urls = instances.map((instance) => instance.url);
    const exits: (number | null)[] = [];
    try {
      const { bidders, followers } = await joinStorm(urls, fixture, { timeoutMs: 5_000, silenceMs: 5_000 });
      // Some 80 bids a second at most: a storm for one auction, while the machine's two cores also start the
      // new build (a tight loop here doubled each start).
      const storm = startBidStorm(bidders, lots, 50);
      try {
        await expect.poll(() => storm.countBy(0) > 3 && storm.countBy(1) > 3, { timeout: 15_000 }).toBe(true);
        await rollingDeploy(
          urls.map((url, index) => ({
            name: `instance ${index + 1}`,
            url,
            replace: async () => {
              instances[index]!.process.kill('SIGTERM');
              exits.push(await instances[index]!.exited);
              instances[index] = await startServerProcess(ctx.databaseUrl!, env(ports[index]!), [], {
                cwd: newBuild.folder,
              });
            },
          })),
          {
            log: (message) => console.info(`rolling deploy: ${message}`),
            afterEach: async (slot) => {
              // The new build has migrated; until it is replaced, the old one keeps bidding on that schema.
              if (slot.url !== urls[0]) return;
              expect(await hasChannelColumn()).toBe(true);
              const throughOld = storm.countBy(1);
              await expect.poll(() => storm.countBy(1) > throughOld + 3, { timeout: 15_000 }).toBe(true);
            },
          },
        );
        // Both on the new build, both taking bids.
        const [first, second] = [storm.countBy(0), storm.countBy(1)];
        await expect
          .poll(() => storm.countBy(0) > first + 3 && storm.countBy(1) > second + 3, { timeout: 15_000 })
          .toBe(true);
      } finally {
        await storm.stop();
      }

      expect(exits).toEqual([0, 0]);
      expect(await missingBids(ctx.db, storm.acknowledged)).toEqual([]);
      // No failed bid: accepted, or refused for the auction's reasons (409 outbid first, 422 leading already).
      expect(
        storm.answers
          .filter((answer) => ![200, 409, 422].includes(answer.status))
          .map((answer) => `${answer.status} ${JSON.stringify(answer.json())}`),
      ).toEqual([]);
      const stored = await liveEventIds(ctx.db, auction.id);
      for (const follower of followers) {
        await expect
          .poll(() => follower.events().map((event) => event.id), { timeout: 15_000 })
          .toEqual(stored);
        // Every page moved at least once: its instance drained under it.
        expect(follower.moves.length).toBeGreaterThan(0);
      }
      await Promise.all(followers.map((follower) => follower.stop()));
      const retried = storm.answers.filter((answer) => answer.attempts > 1).length;
      console.info(
        `rolling deploy: ${storm.acknowledged.length} bids acknowledged, ${retried} of ` +
          `${storm.answers.length} answered after a retry elsewhere, ${stored.length} live events, none missed`,
      );
    } finally {
      for (const instance of instances) {
        instance.process.kill('SIGTERM');
        await instance.exited;
      }
    }
  }, 300_000);
});
