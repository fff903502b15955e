import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { closeDueLots } from '@/server/modules/lots/close-lots.ts';
import { createListeningTestApp, type TTestContext } from '../../../test/app.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../../test/factories.ts';
import { createClient } from '../../../test/http.ts';
import { openEventStream } from '../../../test/sse.ts';

let ctx: TTestContext;
let baseUrl: string;

beforeAll(async () => {
  ({ baseUrl, ...ctx } = await createListeningTestApp());
});
afterAll(() => ctx.close());

const acceptedBidder = async (auction: Awaited<ReturnType<typeof createAuction>>) => {
  const user = await createUser(ctx.db, { passwordHash: await hashPassword('clave-del-pujador') });
  await createSubscription(ctx.db, auction, user);
  const client = createClient(ctx.app);
  await client.login(user.email, 'clave-del-pujador');
  return {
    user,
    bid: (lotId: number, amount: number) =>
      client.post(`/api/frontend/auth/lots/${lotId}/bid`, { bid: { amount } }),
  };
};

describe('GET /api/frontend/auctions/{id}/live', () => {
  it('streams every accepted bid and lot closing, and resumes after Last-Event-ID without gaps', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    const other = await createAuction(ctx.db);
    const otherLot = await createLot(ctx.db, other, { price: 10_000 });
    const ana = await acceptedBidder(auction);
    const blas = await acceptedBidder(auction);
    const carla = await acceptedBidder(other);

    const stream = await openEventStream(`${baseUrl}/api/frontend/auctions/${auction.id}/live`);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    await ana.bid(lot.id, 10_000);
    await carla.bid(otherLot.id, 10_000);
    await blas.bid(lot.id, 12_500);
    await stream.waitFor((events) => events.length >= 2);
    expect(
      stream.events.map((event) => [
        event.event,
        (event.data as { amount: number }).amount,
        (event.data as { bidder: string }).bidder,
      ]),
    ).toEqual([
      ['bid', 10_000, 'Pujador 1'],
      ['bid', 12_500, 'Pujador 2'],
    ]);
    expect(stream.events[1]!.data).toMatchObject({ lotId: lot.id, bidsCount: 2, minimumBid: 15_000 });
    // Bidders are pseudonyms: no user id travels in a live event (hardening, item 5).
    for (const event of stream.events) {
      expect(JSON.stringify(event.data)).not.toMatch(/leaderId|userId|maxBidderId/);
    }
    const lastSeen = stream.events[0]!.id;
    await stream.close();

    // While disconnected: another bid and the lot closing.
    expect((await ana.bid(lot.id, 15_000)).json().data.result).toBe('leading');
    await ctx.db
      .update(lots)
      .set({ endDate: new Date(Date.now() - 1) })
      .where(eq(lots.id, lot.id));
    await closeDueLots({ db: ctx.db });

    const resumed = await openEventStream(`${baseUrl}/api/frontend/auctions/${auction.id}/live`, {
      'last-event-id': String(lastSeen),
    });
    await resumed.waitFor((events) => events.some((event) => event.event === 'lot-closed'));
    expect(resumed.events.map((event) => [event.event, (event.data as { amount?: number }).amount])).toEqual([
      ['bid', 12_500],
      ['bid', 15_000],
      ['lot-closed', undefined],
    ]);
    expect(resumed.events[2]!.data).toEqual({ lotId: lot.id, sold: true, maxBid: 15_000 });
    await resumed.close();
  });

  it('gives the auction and lot pages the point to open their stream from, so no bid falls in between', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    const ana = await acceptedBidder(auction);
    const blas = await acceptedBidder(auction);
    await ana.bid(lot.id, 10_000);
    const page = await (await fetch(`${baseUrl}/api/frontend/lots/${lot.id}`)).json();
    const auctionPage = await (await fetch(`${baseUrl}/api/frontend/auctions/${auction.id}`)).json();
    expect(page.data.lot.maxBid).toBe(10_000);
    expect(auctionPage.metadata.liveEventId).toBe(page.metadata.liveEventId);

    // A bid after the page's data was read, before its stream opens (a phone still loading the app).
    await blas.bid(lot.id, 12_500);
    const stream = await openEventStream(
      `${baseUrl}/api/frontend/auctions/${auction.id}/live?lastEventId=${page.metadata.liveEventId}`,
    );
    await stream.waitFor((events) => events.length >= 1);
    expect(stream.events.map((event) => [event.event, (event.data as { amount: number }).amount])).toEqual([
      ['bid', 12_500],
    ]);
    await stream.close();
  });

  it('is not found for an unpublished auction', async () => {
    const draft = await createAuction(ctx.db, { published: false });
    const response = await fetch(`${baseUrl}/api/frontend/auctions/${draft.id}/live`);
    expect(response.status).toBe(404);
  });
});
