import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createBid, createLot, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let passwordHash: string;

beforeAll(async () => {
  ctx = await createTestApp();
  passwordHash = await hashPassword('clave-del-pujador');
});
afterAll(() => ctx.close());

/** A logged-in user with no subscription anywhere: following needs none. */
const follower = async () => {
  const user = await createUser(ctx.db, { passwordHash });
  const client = createClient(ctx.app);
  await client.login(user.email, 'clave-del-pujador');
  return { user, client };
};

describe('the watchlist at /api/frontend/auth/watchlist', () => {
  it('follows and unfollows lots and auctions without a subscription, idempotently', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction);
    const { client } = await follower();

    for (let tap = 0; tap < 2; tap++) {
      const follow = await client.put(`/api/frontend/auth/watchlist/lots/${lot.id}`);
      expect(follow.statusCode).toBe(200);
      expect(follow.json()).toEqual({ data: { following: true } });
    }
    expect((await client.put(`/api/frontend/auth/watchlist/auctions/${auction.id}`)).statusCode).toBe(200);
    expect((await client.get('/api/frontend/auth/watchlist')).json()).toEqual({
      data: { lotIds: [lot.id], auctionIds: [auction.id] },
    });

    for (let tap = 0; tap < 2; tap++) {
      const unfollow = await client.delete(`/api/frontend/auth/watchlist/lots/${lot.id}`);
      expect(unfollow.json()).toEqual({ data: { following: false } });
    }
    await client.delete(`/api/frontend/auth/watchlist/auctions/${auction.id}`);
    expect((await client.get('/api/frontend/auth/watchlist')).json()).toEqual({
      data: { lotIds: [], auctionIds: [] },
    });
  });

  it('lists followed lots with their live price, open ones by closing time before closed ones', async () => {
    const auction = await createAuction(ctx.db);
    const later = await createLot(ctx.db, auction, { order: 2, price: 50_000 });
    const sooner = await createLot(ctx.db, auction, { order: 1, price: 80_000 });
    const closed = await createLot(ctx.db, auction, { order: 3 });
    await ctx.db.update(lots).set({ status: 'closed' }).where(eq(lots.id, closed.id));
    const rival = await createUser(ctx.db);
    await createBid(ctx.db, sooner, rival, 90_000);

    const { client } = await follower();
    for (const lot of [closed, later, sooner])
      await client.put(`/api/frontend/auth/watchlist/lots/${lot.id}`);

    const response = await client.get('/api/frontend/auth/watchlist/lots');
    expect(response.statusCode).toBe(200);
    const listed = response.json().data.lots;
    expect(listed.map((lot: { id: number }) => lot.id)).toEqual([sooner.id, later.id, closed.id]);
    expect(listed[0]).toMatchObject({ maxBid: 90_000, bidsCount: 1, leads: false, status: 'open' });
    expect(listed[0].minimumBid).toBeGreaterThan(90_000);
  });

  it('refuses what the public cannot see, and anyone not logged in', async () => {
    const hidden = await createAuction(ctx.db, { published: false });
    const lotOfHidden = await createLot(ctx.db, hidden);
    const shown = await createAuction(ctx.db);
    const unpublishedLot = await createLot(ctx.db, shown, { published: false });
    const { client } = await follower();

    for (const url of [
      `/api/frontend/auth/watchlist/lots/${lotOfHidden.id}`,
      `/api/frontend/auth/watchlist/lots/${unpublishedLot.id}`,
      `/api/frontend/auth/watchlist/lots/999999`,
      `/api/frontend/auth/watchlist/auctions/${hidden.id}`,
    ]) {
      const response = await client.put(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toMatch(/no existe/);
    }
    expect((await client.get('/api/frontend/auth/watchlist')).json().data.lotIds).toEqual([]);

    const anonymous = createClient(ctx.app);
    expect((await anonymous.get('/api/frontend/auth/watchlist')).statusCode).toBe(401);
  });
});

describe('interest before the auction opens', () => {
  it('shows the back office how many people follow each lot', async () => {
    const auction = await createAuction(ctx.db);
    const wanted = await createLot(ctx.db, auction, { order: 1 });
    const ignored = await createLot(ctx.db, auction, { order: 2 });
    for (let n = 0; n < 3; n++) {
      const { client } = await follower();
      await client.put(`/api/frontend/auth/watchlist/lots/${wanted.id}`);
    }
    const admin = await createUser(ctx.db, { passwordHash, isAdmin: true });
    const client = createClient(ctx.app);
    await client.login(admin.email, 'clave-del-pujador');
    const answer = await client.get(`/api/admin/auctions/${auction.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.followers).toEqual({ [String(wanted.id)]: 3 });
    expect(answer.json().data.followers[String(ignored.id)]).toBeUndefined();
  });
});
