import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots } from '@/server/db/schema/index.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createBid, createLot, createUser } from '../../../../test/factories.ts';
import { createAdminClient, type createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let admin: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdminClient(ctx);
});
afterAll(() => ctx.close());

describe('admin bids', () => {
  it('lists bids with real names, deletes one and recomputes the lot', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    const ana = await createUser(ctx.db, { firstname: 'Ana', lastname: 'Sáez' });
    const blas = await createUser(ctx.db, { firstname: 'Blas', lastname: 'Ortí' });
    await createBid(ctx.db, lot, ana, 10_000);
    const top = await createBid(ctx.db, lot, blas, 12_500);

    const listed = (await admin.get(`/api/admin/auctions/${auction.id}/bids?limit=1`)).json();
    expect(listed.metadata).toEqual({ total: 2, page: 1, limit: 1 });
    expect(listed.data.bids[0]).toMatchObject({
      amount: 12_500,
      user: { fullName: 'Blas Ortí' },
      lotId: lot.id,
      userId: blas.id,
    });
    expect((await admin.get(`/api/admin/auctions/${auction.id}/bids/all`)).json().data.bids).toHaveLength(2);

    const deleted = await admin.delete(`/api/admin/bids/${top.id}`);
    expect(deleted.json().data.lot).toEqual({
      id: lot.id,
      maxBid: 10_000,
      maxBidderId: ana.id,
      bidsCount: 1,
    });
    expect((await admin.delete(`/api/admin/bids/${top.id}`)).statusCode).toBe(404);
    expect((await admin.get('/api/admin/auctions/last-bidded')).json().data.auctions[0]).toMatchObject({
      id: auction.id,
    });
  });
});

describe("sorting and filtering an auction's bids", () => {
  const json = (value: object) => encodeURIComponent(JSON.stringify(value));

  it('sorts by amount or lot, filters by lot, and names a bad field in a Spanish 400', async () => {
    const auction = await createAuction(ctx.db);
    const first = await createLot(ctx.db, auction, { order: 1 });
    const second = await createLot(ctx.db, auction, { order: 2 });
    const bidder = await createUser(ctx.db);
    await createBid(ctx.db, second, bidder, 30_000);
    await createBid(ctx.db, first, bidder, 10_000);
    await createBid(ctx.db, first, bidder, 20_000);
    const path = `/api/admin/auctions/${auction.id}/bids`;

    const byAmount = (await admin.get(`${path}?order=${json({ field: 'amount', direction: 'asc' })}`)).json();
    expect(byAmount.data.bids.map((bid: { amount: number }) => bid.amount)).toEqual([10_000, 20_000, 30_000]);
    const byLot = (await admin.get(`${path}?order=${json({ field: 'lotOrder', direction: 'asc' })}`)).json();
    // Within a lot, the newest bid comes first.
    expect(byLot.data.bids.map((bid: { amount: number }) => bid.amount)).toEqual([20_000, 10_000, 30_000]);
    const ofSecond = (await admin.get(`${path}?filter=${json({ lotId: second.id })}`)).json();
    expect(ofSecond.data.bids.map((bid: { lotId: number }) => bid.lotId)).toEqual([second.id]);
    expect(ofSecond.metadata.total).toBe(1);

    const bad = await admin.get(`${path}?order=${json({ field: 'maxAmount', direction: 'asc' })}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/no válidos/);
    expect(bad.json().error.fields['order.field']).toBeTruthy();
    expect(bad.json().error.fields['order.field']).not.toMatch(/Invalid/);
  });
});

describe('deleting the top bid of a closed lot', () => {
  it('leaves it sold only if a bid the rules accept still reaches the starting price', async () => {
    const auction = await createAuction(ctx.db);
    const ana = await createUser(ctx.db);
    const blas = await createUser(ctx.db);
    // A 90 € bid on a 100 € lot is one place_bid never accepts: the replay without the top bid drops it too.
    for (const [below, stillSold] of [
      [9_000, false],
      [10_000, true],
    ] as const) {
      const lot = await createLot(ctx.db, auction, { price: 10_000 });
      await createBid(ctx.db, lot, ana, below);
      const top = await createBid(ctx.db, lot, blas, 12_500);
      await ctx.db.update(lots).set({ status: 'closed', sold: true }).where(eq(lots.id, lot.id));
      const left = stillSold ? below : null;
      expect((await admin.delete(`/api/admin/bids/${top.id}`)).json().data.lot.maxBid).toBe(left);
      const [after] = await ctx.db.select().from(lots).where(eq(lots.id, lot.id));
      expect(after).toMatchObject({ sold: stillSold, maxBidderId: stillSold ? ana.id : null });
    }
  });
});

describe('admin stats', () => {
  it('counts bids per Madrid day, with empty days', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction);
    await createBid(ctx.db, lot, await createUser(ctx.db), 100_000);
    const { days } = (await admin.get('/api/admin/stats/bids?days=7')).json().data;
    expect(days).toHaveLength(7);
    expect(days.at(-1).bids).toBeGreaterThanOrEqual(1);
    expect(days[0]).toEqual({ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), bids: expect.any(Number) });
  });
});
