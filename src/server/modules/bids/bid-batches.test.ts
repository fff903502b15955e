import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBidRange, TSoftClose } from '@/common/schemas/config-data.ts';
import type { TDatabase } from '@/server/db/client.ts';
import { auctionEvents, lots } from '@/server/db/schema/index.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../../../test/factories.ts';
import { createBidBatches } from './bid-batches.ts';
import { placeBidsStatement, type TBidCall, type TPlacedBids } from './bid-statements.ts';

/**
 * Bids that reach an instance together share one statement (drizzle/0061, bid-batches.ts): each is answered
 * as if it had gone alone, a lot another transaction holds is never waited for while the statement holds
 * one, and a bid that fails fails alone.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const ranges: TBidRange[] = [{ value: 0, increment: 1_000 }];
const softClose: TSoftClose = { windowSeconds: 120, extensionSeconds: 120 };

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** An auction with `count` lots at 100 € and a bidder accepted on it. */
const lotsAndBidder = async (count: number) => {
  const auction = await createAuction(ctx.db);
  const lotIds: number[] = [];
  for (let order = 1; order <= count; order++)
    lotIds.push((await createLot(ctx.db, auction, { order, price: 10_000 })).id);
  const user = await createUser(ctx.db);
  await createSubscription(ctx.db, auction, user);
  const bid = (lotId: number, amount = 10_000): TBidCall => ({
    lotId,
    userId: user.id,
    sessionId: null,
    amount,
    maxAmount: null,
    upToAmount: null,
    ranges,
    softClose,
  });
  return { auction, lotIds, user, bid };
};

/** A database whose statements are counted: the real one, every call passed through. */
const counting = (database: TDatabase) => {
  const counted = { statements: 0 };
  const wrapped: TDatabase = {
    ...database,
    prepared: (...call) => {
      counted.statements++;
      return database.prepared(...call);
    },
  };
  return { counted, database: wrapped };
};

/** Another transaction holding a lot's lock, as an admin's update of many lots would; `free` ends it. */
const holdLot = async (lotId: number) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = ctx.db.transaction(async (tx) => {
    await tx.select().from(lots).where(eq(lots.id, lotId)).for('update');
    locked();
    await released;
  });
  await isLocked;
  return {
    free: async () => {
      release();
      await holder;
    },
  };
};

describe('bids placed together', () => {
  it('answers each bid in the order sent, null for a lot that does not exist', async () => {
    const { lotIds, bid, user } = await lotsAndBidder(2);
    // Sent in the reverse of lot order, which is the order the procedure places them in.
    const [call] = await ctx.database.prepared<TPlacedBids>(
      ...placeBidsStatement([bid(lotIds[1]!, 12_000), bid(2_000_000_000), bid(lotIds[0]!, 11_000)]),
    );
    const [second, missing, first] = call!.placed;
    expect(missing).toBeNull();
    expect(second).toMatchObject({ outcome: 'accepted', placed_amount: 12_000, max_bidder_id: null });
    expect(first).toMatchObject({ outcome: 'accepted', placed_amount: 11_000 });
    const rows = await ctx.db.select().from(lots).where(inArray(lots.id, lotIds));
    expect(rows.map((row) => [row.id, row.maxBid, row.maxBidderId])).toEqual(
      expect.arrayContaining([
        [lotIds[0], 11_000, user.id],
        [lotIds[1], 12_000, user.id],
      ]),
    );
  });

  it('places a storm across many lots in fewer statements than bids, each with its event', async () => {
    const { auction, lotIds, bid } = await lotsAndBidder(40);
    const { counted, database } = counting(ctx.database);
    const place = createBidBatches(database);
    const rows = await Promise.all(lotIds.map((lotId) => place(bid(lotId))));
    expect(rows.map((row) => row?.outcome)).toEqual(lotIds.map(() => 'accepted'));
    expect(counted.statements).toBeLessThan(lotIds.length / 2);
    const events = await ctx.db.select().from(auctionEvents).where(eq(auctionEvents.auctionId, auction.id));
    expect(events.map((event) => (event.payload as { lotId: number }).lotId).sort()).toEqual(
      [...lotIds].sort(),
    );
  });

  it('fails only the bid that failed', async () => {
    const { lotIds, bid } = await lotsAndBidder(8);
    const place = createBidBatches(ctx.database);
    // No bigint holds this amount: the statement that carries it fails, whatever else it carries.
    const outcomes = await Promise.allSettled(
      lotIds.map((lotId, index) => place(bid(lotId, index === 6 ? 2 ** 64 : 10_000))),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(
      lotIds.map((_, index) => (index === 6 ? 'rejected' : 'fulfilled')),
    );
  });

  it('does not send again the bids of a statement that may have committed', async () => {
    const { lotIds, bid } = await lotsAndBidder(6);
    // A statement of several bids cancelled: it may have been after their commit.
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    const counted = { statements: 0 };
    const place = createBidBatches({
      ...ctx.database,
      prepared: async <T>(name: string, text: string, values: unknown[]) => {
        counted.statements++;
        if ((values[0] as number[]).length > 1) throw cancelled;
        return ctx.database.prepared<T>(name, text, values);
      },
    });
    const outcomes = await Promise.allSettled(lotIds.map((lotId) => place(bid(lotId))));
    // The first four went alone; the last two, together, got the error and were not sent again.
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      ...['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled'],
      ...['rejected', 'rejected'],
    ]);
    expect(counted.statements).toBe(5);
  });

  it.skipIf(!postgres)(
    'never waits for a lot while holding another: that bid goes again on its own',
    async () => {
      const { lotIds, bid } = await lotsAndBidder(2);
      const held = await holdLot(lotIds[1]!);
      const [call] = await ctx.database.prepared<TPlacedBids>(
        ...placeBidsStatement([bid(lotIds[0]!), bid(lotIds[1]!)]),
      );
      expect(call!.placed[0]).toMatchObject({ outcome: 'accepted' });
      expect(call!.placed[1]).toEqual({ retry: true });

      await held.free();
    },
  );

  it.skipIf(!postgres)('places a bid left over once its lot is free, through the instance', async () => {
    const { lotIds, bid } = await lotsAndBidder(6);
    const held = await holdLot(lotIds[5]!);
    // The first four go at once, each on its own; the last two wait for them and go together, the last
    // lot's held.
    const place = createBidBatches(ctx.database);
    const settled = new Set<number>();
    const placing = lotIds.map((lotId, index) => place(bid(lotId)).finally(() => settled.add(index)));
    await Promise.all(placing.slice(0, 5));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled.has(5)).toBe(false);
    await held.free();
    expect(await placing[5]).toMatchObject({ outcome: 'accepted', placed_amount: 10_000 });
  });
});
