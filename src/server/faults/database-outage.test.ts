import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '@/server/app.ts';
import { openPostgres, type TDatabase } from '@/server/db/client.ts';
import type { TLiveEvent } from '@/server/live/live-hub.ts';
import { recordLiveEvent } from '@/server/live/notify.ts';
import { buildInstance, createTestApp, type TTestContext } from '../../../test/app.ts';
import { createAuction } from '../../../test/factories.ts';
import { createRelay, targetOf, throughRelay } from '../../../test/relay.ts';

/**
 * PostgreSQL going away (issue #7): the API answers 503 with a Spanish message while it is gone and
 * recovers by itself when it returns. The shared test server cannot be stopped, so the app reaches it
 * through a TCP relay this test cuts and restores. PostgreSQL only: PGlite is inside the process.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);

let owner: TTestContext & { databaseUrl?: string };
let relay: Awaited<ReturnType<typeof createRelay>>;
let database: TDatabase;
let app: TApp;
let auctionId: number;
// Anything the outage leaves unhandled would take a production process down (Node exits on it).
const unhandled: unknown[] = [];
const collect = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  if (!postgres) return;
  owner = await createTestApp();
  process.on('unhandledRejection', collect);
  auctionId = (await createAuction(owner.db, { title: 'Subasta de prueba' })).id;
  relay = await createRelay(targetOf(owner.databaseUrl!));
  database = await openPostgres(throughRelay(owner.databaseUrl!, relay.port), 4);
  app = await buildInstance(owner, database, {
    LOG_LEVEL: process.env.DEBUG_OUTAGE ? 'error' : 'silent',
    JOBS_POLL_MS: '50',
    LOT_CLOSER_MS: '50',
  });
});
afterAll(async () => {
  process.off('unhandledRejection', collect);
  await app?.close();
  await database?.close();
  await relay?.close();
  await owner?.close();
});

describe.skipIf(!postgres)('database outage', () => {
  it('answers 503 in Spanish while PostgreSQL is away and recovers by itself when it returns', async () => {
    const get = (url: string) => app.inject({ method: 'GET', url });
    expect((await get('/api/frontend/auctions/open')).statusCode).toBe(200);
    const delivered: TLiveEvent[] = [];
    app.live.subscribe(auctionId, { deliver: (events) => delivered.push(...events) });
    // Written by another instance, straight to PostgreSQL (not through the relay).
    const elsewhere = (n: number) =>
      owner.db.transaction((tx) =>
        recordLiveEvent(tx, {
          auctionId,
          type: 'lot-closed',
          payload: { lotId: n, sold: false, maxBid: null },
        }),
      );

    relay.cut();
    for (const url of ['/api/frontend/auctions/open', '/api/health', '/api/frontend/auctions/published']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(503);
      expect(response.json().error).toMatchObject({
        code: 'DATABASE_UNAVAILABLE',
        message: expect.stringMatching(/no está disponible/),
      });
    }
    // The job runner and the lot closer keep polling through the outage without taking the process down,
    // and an event committed meanwhile is not seen: this instance's LISTEN connection is gone.
    await elsewhere(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(delivered).toEqual([]);

    relay.restore();
    await expect
      .poll(async () => (await get('/api/frontend/auctions/open')).statusCode, {
        timeout: 10_000,
        interval: 200,
      })
      .toBe(200);
    expect((await get('/api/health')).statusCode).toBe(200);

    // The hub listens again by itself, catches up on what it missed, and hears what comes next.
    await expect.poll(() => delivered.length, { timeout: 10_000 }).toBe(1);
    await elsewhere(2);
    await expect
      .poll(() => delivered.map((event) => (event.payload as { lotId: number }).lotId))
      .toEqual([1, 2]);
    expect(unhandled).toEqual([]);
  });
});
