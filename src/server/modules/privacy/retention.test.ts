import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionEvents, jobs, lots, noticeLedger, sessions, throttles } from '@/server/db/schema/index.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createLot, createUser } from '../../../../test/factories.ts';
import { purgeExpired } from './retention.ts';

/** Hardening, item 8: nothing grows for ever. */
let ctx: TTestContext;
const day = 86_400_000;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('retention', () => {
  it('removes ended sessions, spent throttles, old finished jobs and old live events, and keeps the rest', async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * day);
    const user = await createUser(ctx.db);
    await ctx.db.insert(sessions).values([
      { id: 'caducada', userId: user.id, csrfToken: 'a', expiresAt: ago(1) },
      {
        id: 'inactiva',
        userId: user.id,
        csrfToken: 'b',
        lastSeenAt: ago(1),
        expiresAt: new Date(now.getTime() + day),
      },
      { id: 'viva', userId: user.id, csrfToken: 'c', expiresAt: new Date(now.getTime() + day) },
    ]);
    await ctx.db.insert(throttles).values([
      { key: 'vieja', hits: 3, windowStart: ago(2) },
      { key: 'bloqueada', hits: 9, windowStart: ago(2), blockedUntil: new Date(now.getTime() + day) },
    ]);
    const finished = await ctx.db
      .insert(jobs)
      .values([
        { kind: 'mail', payload: {}, runAt: ago(40), doneAt: ago(40) },
        { kind: 'mail', payload: {}, runAt: ago(1), doneAt: ago(1) },
        { kind: 'mail', payload: {}, runAt: ago(40) },
      ])
      .returning();
    const auction = await createAuction(ctx.db);
    const events = await ctx.db
      .insert(auctionEvents)
      .values([
        { auctionId: auction.id, type: 'bid', payload: {}, createdOn: ago(40) },
        { auctionId: auction.id, type: 'bid', payload: {}, createdOn: ago(1) },
      ])
      .returning();

    const openLot = await createLot(ctx.db, auction);
    const closedLot = await createLot(ctx.db, auction, { order: 2 });
    await ctx.db.update(lots).set({ status: 'closed' }).where(eq(lots.id, closedLot.id));
    await ctx.db.insert(noticeLedger).values([
      { userId: user.id, kind: 'outbid', subjectId: openLot.id, mark: 1, createdOn: ago(40) },
      { userId: user.id, kind: 'outbid', subjectId: closedLot.id, mark: 1, createdOn: ago(40) },
      { userId: user.id, kind: 'closing-soon', subjectId: closedLot.id, createdOn: ago(1) },
    ]);

    await purgeExpired({ db: ctx.db, retentionDays: 30, now });

    const left = await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((session) => session.id)).toEqual(['viva']);
    const throttleKeys = (await ctx.db.select().from(throttles)).map((row) => row.key);
    expect(throttleKeys).toContain('bloqueada');
    expect(throttleKeys).not.toContain('vieja');
    const jobsLeft = await ctx.db
      .select()
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          finished.map((job) => job.id),
        ),
      );
    expect(jobsLeft).toHaveLength(2);
    const eventsLeft = await ctx.db
      .select()
      .from(auctionEvents)
      .where(
        inArray(
          auctionEvents.id,
          events.map((event) => event.id),
        ),
      );
    expect(eventsLeft.map((event) => event.id)).toEqual([events[1]!.id]);
    // An open lot's notice stays (it would be told again); a closed lot's goes once old enough.
    const told = await ctx.db.select().from(noticeLedger).where(eq(noticeLedger.userId, user.id));
    expect(told.map((row) => `${row.kind}:${row.subjectId}`).sort()).toEqual(
      [`closing-soon:${closedLot.id}`, `outbid:${openLot.id}`].sort(),
    );
  });
});
