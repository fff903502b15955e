import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionEvents, bids, lotBidders, lots } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/**
 * A storm of simultaneous bids on one lot (real PostgreSQL when TEST_DATABASE_URL is set): whatever the
 * interleaving, the accepted history must climb, the lot must agree with it, each accepted bid must have
 * produced exactly one live event, naming the leader by the number the lot gave them, and the lot's chain
 * head must be its last bid's link.
 */
describe('bidding under contention', () => {
  it('keeps the lot consistent when 40 bidders fire 240 bids at once', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    const passwordHash = await hashPassword('clave-del-pujador');
    const bidders = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const user = await createUser(ctx.db, { passwordHash });
        await createSubscription(ctx.db, auction, user);
        const client = createClient(ctx.app);
        await client.login(user.email, 'clave-del-pujador');
        return client;
      }),
    );

    const requests = bidders.flatMap((client, index) =>
      Array.from({ length: 6 }, (_, round) => {
        // Amounts overlap heavily, so many requests race for the same minimum.
        const amount = 10_000 + (round * 40 + index) * 2_500;
        const maxAmount = index % 5 === 0 ? amount + 30_000 : undefined;
        return client.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount, maxAmount } });
      }),
    );
    const responses = await Promise.all(requests);

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => [200, 409, 422].includes(status))).toBe(true);
    const accepted = responses.filter(
      (response) => response.statusCode === 200 && response.json().data.result !== 'max-raised',
    );
    expect(accepted.length).toBeGreaterThan(0);
    expect(statuses).toContain(409);

    const history = await ctx.db.select().from(bids).where(eq(bids.lotId, lot.id)).orderBy(asc(bids.id));
    for (let i = 1; i < history.length; i++)
      expect(history[i]!.amount).toBeGreaterThan(history[i - 1]!.amount);
    const [final] = await ctx.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(final!.maxBid).toBe(history.at(-1)!.amount);
    expect(final!.maxBidderId).toBe(history.at(-1)!.userId);
    expect(final!.bidsCount).toBe(history.length);
    expect(history.every((bid) => bid.createdOn <= final!.endDate)).toBe(true);

    const events = await ctx.db
      .select()
      .from(auctionEvents)
      .where(and(eq(auctionEvents.auctionId, auction.id), eq(auctionEvents.type, 'bid')));
    expect(events).toHaveLength(accepted.length);
    expect(events.map((event) => (event.payload as { amount: number }).amount).at(-1)).toBe(final!.maxBid);

    // Numbers are given under the lot's lock: one per bidder, none twice, and each event's pseudonym is
    // its leader's (a bid that waited for the lock must see the numbers given while it waited).
    const numbers = await ctx.db.select().from(lotBidders).where(eq(lotBidders.lotId, lot.id));
    expect(new Set(numbers.map((row) => row.number)).size).toBe(numbers.length);
    const numberOf = new Map(numbers.map((row) => [row.userId, row.number]));
    for (const event of events) {
      const { amount, bidder } = event.payload as { amount: number; bidder: string };
      const leader = history.find((bid) => bid.amount === amount)!;
      expect(bidder).toBe(`Pujador ${numberOf.get(leader.userId)}`);
    }
    // place_bid moves the head in its own update of the lot (drizzle/0058): it must be the last link.
    expect(final!.chainHead).toBe(history.at(-1)!.chainHash);
  }, 120_000);
});
