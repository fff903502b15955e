import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionEvents } from '@/server/db/schema/index.ts';
import { recordLiveEvent } from '@/server/live/notify.ts';
import { createListeningTestApp, type TTestContext } from '../../../test/app.ts';
import { createAuction, createLot } from '../../../test/factories.ts';
import { createBidderClients } from '../../../test/http.ts';
import { eventHeldOpen, lotClosedEvent } from '../../../test/live-events.ts';
import { startServerProcess } from '../../../test/server-process.ts';
import { openEventStream, type TSseEvent } from '../../../test/sse.ts';

/**
 * Live clients across faults (issue #7): a client whose instance dies reconnects to another one with
 * Last-Event-ID and gets exactly what it missed, in order, once; and an event whose transaction commits
 * after a later one is still delivered. live.test.ts covers a client that closes its own stream.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
let ctx: TTestContext & { databaseUrl?: string };
let baseUrl: string;

beforeAll(async () => {
  ({ baseUrl, ...ctx } = await createListeningTestApp());
});
afterAll(() => ctx.close());

const eventIdsOf = async (auctionId: number) =>
  (
    await ctx.db
      .select({ id: auctionEvents.id })
      .from(auctionEvents)
      .where(eq(auctionEvents.auctionId, auctionId))
      .orderBy(asc(auctionEvents.id))
  ).map((row) => row.id);

describe.skipIf(!postgres)('live events across faults', () => {
  it('delivers an event whose transaction commits after a later one', async () => {
    const auction = await createAuction(ctx.db);
    const stream = await openEventStream(`${baseUrl}/api/frontend/auctions/${auction.id}/live`);
    const event = (n: number) => lotClosedEvent(auction.id, n);

    // The first transaction takes its event id and then is slow to commit; the second one comes after.
    const first = await eventHeldOpen(ctx.db, event(1));
    // The second commits while the first is still open: no lock makes unrelated events wait for each other
    // (issue 13, item 1). Its event must still reach clients after the first one's, not before or instead.
    await ctx.db.transaction((tx) => recordLiveEvent(tx, event(2)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.events).toEqual([]);
    first.commit();
    await first.committed;

    await stream.waitFor((events) => events.length >= 2);
    expect(stream.events.map((item) => (item.data as { lotId: number }).lotId)).toEqual([1, 2]);
    expect(stream.events.map((item) => item.id)).toEqual(await eventIdsOf(auction.id));
    await stream.close();
  });

  it('resumes on another instance with Last-Event-ID after its instance is killed, missing nothing', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    const bidders = await createBidderClients(ctx, auction, 2);
    const [doomed, survivor] = await Promise.all([
      startServerProcess(ctx.databaseUrl!),
      startServerProcess(ctx.databaseUrl!),
    ]);
    const live = (url: string) => `${url}/api/frontend/auctions/${auction.id}/live`;

    // Two bidders outbid each other without pause, through a third instance, the whole time.
    let bidding = true;
    let placed = 0;
    const storm = (async () => {
      let amount = 10_000;
      for (let turn = 0; bidding; turn++) {
        const response = await bidders[turn % 2]!.post(`/api/frontend/auth/lots/${lot.id}/bid`, {
          bid: { amount },
        });
        expect(response.statusCode).toBe(200);
        amount = response.json().data.lot.minimumBid;
        placed++;
      }
    })();

    try {
      const before = await openEventStream(live(doomed.url));
      await before.waitFor((events) => events.length >= 5, 20_000);
      doomed.process.kill('SIGKILL');
      await before.ended;
      const seen: TSseEvent[] = [...before.events];

      const after = await openEventStream(live(survivor.url), { 'last-event-id': String(seen.at(-1)!.id) });
      const placedAtReconnect = placed;
      await expect.poll(() => placed, { timeout: 20_000 }).toBeGreaterThan(placedAtReconnect + 5);
      bidding = false;
      await storm;
      const expected = await eventIdsOf(auction.id);
      await after.waitFor((events) => events.at(-1)?.id === expected.at(-1), 20_000);
      await after.close();

      // Exactly the auction's events, each once, in order, across the two connections.
      expect([...seen, ...after.events].map((event) => event.id)).toEqual(expected);
      expect(after.events.length).toBeGreaterThan(0);
    } finally {
      bidding = false;
      await storm.catch(() => {});
      survivor.process.kill('SIGTERM');
      await Promise.all([survivor.exited, doomed.exited]);
    }
  }, 150_000);
});
