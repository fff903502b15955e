import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionEvents, bids, lotBidders, lots } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../test/app.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../../test/factories.ts';
import { createHttpClient } from '../../../test/http-client.ts';
import { startServerProcess } from '../../../test/server-process.ts';

/**
 * An instance killed outright (SIGKILL: no drain, no cleanup) in the middle of a bid storm (issue #7):
 * every bid a client was told was accepted is in the database, nothing is half-written, and a new instance
 * takes bids again. PostgreSQL only: the server runs as its own process on the test's database.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const bidders = Number(process.env.CRASH_BIDDERS ?? 16);
const killAfterAccepted = Number(process.env.CRASH_KILL_AFTER ?? 25);
const password = 'clave-del-pujador';
const env = { ADMIN_PASSWORD: 'clave-de-administracion' };

let ctx: TTestContext & { databaseUrl?: string };
beforeAll(async () => {
  if (postgres) ctx = await createTestApp();
});
afterAll(() => ctx?.close());

type TAccepted = { userId: number; result: string; maxBid: number; bidsCount: number };

describe.skipIf(!postgres)('instance killed mid-storm', () => {
  it('keeps every accepted bid, leaves no half-written one, and a restarted instance bids again', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    const passwordHash = await hashPassword(password);
    const users = await Promise.all(
      Array.from({ length: bidders }, async () => {
        const user = await createUser(ctx.db, { passwordHash });
        await createSubscription(ctx.db, auction, user);
        return user;
      }),
    );

    const server = await startServerProcess(ctx.databaseUrl!, env);
    const clients = await Promise.all(
      users.map(async (user) => {
        const client = createHttpClient(server.url);
        expect((await client.login(user.email, password)).status).toBe(200);
        return { user, client };
      }),
    );

    // Each bidder keeps bidding, some with a hidden maximum, until the instance stops answering.
    const accepted: TAccepted[] = [];
    const unanswered: number[] = [];
    const storm = clients.map(async ({ user, client }, index) => {
      for (let round = 0; ; round++) {
        const amount = 10_000 + (round * bidders + index) * 2_500;
        const maxAmount = index % 4 === 0 ? amount + 20_000 : undefined;
        const response = await client.post(`/api/frontend/auth/lots/${lot.id}/bid`, {
          bid: { amount, maxAmount },
        });
        if (response.status === 0) return unanswered.push(index);
        expect([200, 409, 422]).toContain(response.status);
        const data = response.status === 200 ? response.json().data : null;
        if (data && data.result !== 'max-raised') {
          accepted.push({ userId: user.id, result: data.result, ...data.lot });
          if (accepted.length === killAfterAccepted) server.process.kill('SIGKILL');
        }
      }
    });
    await Promise.all(storm);
    expect(await server.exited).toBe(null); // killed by the signal, not exited
    expect(unanswered).toHaveLength(bidders);
    expect(accepted.length).toBeGreaterThanOrEqual(killAfterAccepted);

    const history = await ctx.db.select().from(bids).where(eq(bids.lotId, lot.id)).orderBy(asc(bids.id));
    // Every answered bid is there: the bid that made the lot's price, at the place the answer gave it.
    for (const bid of accepted) {
      const made = history[bid.bidsCount - 1];
      expect(made?.amount, `bid nº ${bid.bidsCount}`).toBe(bid.maxBid);
      if (bid.result === 'leading') expect(made?.userId).toBe(bid.userId);
    }
    // Nothing half-written: the lot, its bidders and its live events agree with the bids, whole transactions only.
    for (let i = 1; i < history.length; i++)
      expect(history[i]!.amount).toBeGreaterThan(history[i - 1]!.amount);
    const [final] = await ctx.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(final).toMatchObject({
      maxBid: history.at(-1)!.amount,
      maxBidderId: history.at(-1)!.userId,
      bidsCount: history.length,
    });
    expect(final!.proxyMax).toBeGreaterThanOrEqual(final!.maxBid!);
    const numbered = await ctx.db.select().from(lotBidders).where(eq(lotBidders.lotId, lot.id));
    const numberedUsers = new Set(numbered.map((row) => row.userId));
    expect(history.filter((bid) => !numberedUsers.has(bid.userId))).toEqual([]);
    const events = await ctx.db.select().from(auctionEvents).where(eq(auctionEvents.auctionId, auction.id));
    const amounts = new Set(history.map((bid) => bid.amount));
    const eventAmounts = events.map((event) => (event.payload as { amount: number }).amount);
    expect(eventAmounts.filter((amount) => !amounts.has(amount))).toEqual([]);
    expect(Math.max(...eventAmounts)).toBe(final!.maxBid);
    expect(events.length).toBeGreaterThanOrEqual(accepted.length);

    // A new instance on the same database takes the next bid where the old one stopped.
    const restarted = await startServerProcess(ctx.databaseUrl!, env);
    try {
      const client = createHttpClient(restarted.url);
      const challenger = users.find((user) => user.id !== final!.maxBidderId)!;
      await client.login(challenger.email, password);
      // Well above the leader's hidden maximum, so it leads whatever the storm left behind.
      const response = await client.post(`/api/frontend/auth/lots/${lot.id}/bid`, {
        bid: { amount: final!.proxyMax! + 100_000 },
      });
      expect(response.status).toBe(200);
      expect(response.json().data).toMatchObject({
        result: 'leading',
        lot: { bidsCount: expect.any(Number) },
      });
    } finally {
      restarted.process.kill('SIGTERM');
      await restarted.exited;
    }
  }, 120_000);
});
