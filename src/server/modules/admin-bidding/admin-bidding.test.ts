import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots } from '@/server/db/schema/index.ts';
import { closeDueLots } from '@/server/jobs/close-lots.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createBid, createLot, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let admin: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  const user = await createUser(ctx.db, {
    isAdmin: true,
    passwordHash: await hashPassword('clave-de-admin-1'),
  });
  admin = createClient(ctx.app);
  await admin.login(user.email, 'clave-de-admin-1');
});
afterAll(() => ctx.close());

describe('admin: bids, results and closing', () => {
  it('computes the next lot end date from the last lot and the interval', async () => {
    const auction = await createAuction(ctx.db, { lotInterval: 3 });
    const empty = (await admin.get(`/api/admin/auctions/${auction.id}/nextLotEndDate`)).json();
    expect(empty.data.nextLotEndDate).toBe(auction.endDate.toISOString());
    await createLot(ctx.db, auction, { order: 1 });
    const last = await createLot(ctx.db, auction, { order: 2 });
    const next = (await admin.get(`/api/admin/auctions/${auction.id}/nextLotEndDate`)).json();
    expect(next.data.nextLotEndDate).toBe(new Date(last.endDate.getTime() + 3 * 60_000).toISOString());
  });

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

  it('closes an auction only when every lot has closed, and reports its results', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    const winner = await createUser(ctx.db, { firstname: 'Rosa', lastname: 'Llopis' });
    await createBid(ctx.db, lot, winner, 15_000);
    const early = await admin.post(`/api/admin/auctions/${auction.id}/close`);
    expect(early.statusCode).toBe(422);
    expect(early.json().error.message).toBe(
      'Aún hay 1 lote abierto: la subasta se cierra cuando terminan todos.',
    );

    await ctx.db
      .update(lots)
      .set({ endDate: new Date(Date.now() - 1) })
      .where(eq(lots.id, lot.id));
    await closeDueLots({ db: ctx.db });
    expect((await admin.post(`/api/admin/auctions/${auction.id}/close`)).json().data.auction.status).toBe(
      'closed',
    );
    const results = (await admin.get(`/api/admin/auctions/${auction.id}/results`)).json().data;
    expect(results.lots).toEqual([
      expect.objectContaining({ id: lot.id, maxBid: 15_000, sold: true, winnerId: winner.id }),
    ]);
    expect(results.users).toEqual([expect.objectContaining({ id: winner.id, fullName: 'Rosa Llopis' })]);
    expect(results.bids).toEqual([
      expect.objectContaining({ lotId: lot.id, amount: 15_000, userId: winner.id }),
    ]);
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
