import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type TApp } from '@/server/app.ts';
import { loadConfig } from '@/server/config.ts';
import { openPostgres, type TDatabase } from '@/server/db/client.ts';
import { lots } from '@/server/db/schema/index.ts';
import { closeDueLots } from '@/server/modules/lots/close-lots.ts';
import { createTestApp, type TTestContext } from '../../../test/app.ts';
import { createAuction, createLot } from '../../../test/factories.ts';
import { createBidderClients } from '../../../test/http.ts';
import { openEventStream } from '../../../test/sse.ts';

/**
 * Two app instances on one database (docs/product.md#live-updates). On PostgreSQL each has its own pool and LISTEN connection,
 * as separate processes would; on PGlite they share the embedded engine.
 */
let first: TTestContext & { databaseUrl?: string };
let secondDatabase: TDatabase | null = null;
let second: TApp;
let secondUrl: string;

beforeAll(async () => {
  first = await createTestApp();
  secondDatabase = first.databaseUrl ? await openPostgres(first.databaseUrl, 5) : null;
  second = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      UPLOADS_DIR: first.uploadsDir,
      WEB_DIST_DIR: '/nonexistent',
      JOBS_POLL_MS: '0',
      LOT_CLOSER_MS: '0',
    }),
    database: secondDatabase ?? first.database,
  });
  await second.listen({ port: 0, host: '127.0.0.1' });
  secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await second.close();
  await secondDatabase?.close();
  await first.close();
});

describe('two instances on one database', () => {
  it('delivers every bid taken by one instance to the live clients of the other, and closes each lot once', async () => {
    const auction = await createAuction(first.db);
    const lot = await createLot(first.db, auction, { price: 10_000 });
    const bidders = await createBidderClients(first, auction, 2);
    const stream = await openEventStream(`${secondUrl}/api/frontend/auctions/${auction.id}/live`);
    const amounts = [10_000, 12_500, 15_000, 17_500, 20_000];
    for (const [index, amount] of amounts.entries()) {
      const response = await bidders[index % 2]!.post(`/api/frontend/auth/lots/${lot.id}/bid`, {
        bid: { amount },
      });
      expect(response.statusCode).toBe(200);
    }
    await stream.waitFor((events) => events.length === amounts.length);
    expect(stream.events.map((event) => (event.data as { amount: number }).amount)).toEqual(amounts);

    // Both instances try to close the lot at the same moment: it closes once.
    await first.db
      .update(lots)
      .set({ endDate: new Date(Date.now() - 1) })
      .where(eq(lots.id, lot.id));
    const [a, b] = await Promise.all([
      closeDueLots({ db: first.db }),
      closeDueLots({ db: (secondDatabase ?? first.database).db }),
    ]);
    expect([...a, ...b].filter((id) => id === lot.id)).toHaveLength(1);
    await stream.waitFor((events) => events.some((event) => event.event === 'lot-closed'));
    expect(stream.events.filter((event) => event.event === 'lot-closed')).toHaveLength(1);
    await stream.close();
  });
});
