import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidSteps } from '@/common/bid-rules.ts';
import { queryRows } from '@/server/db/client.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../../../test/factories.ts';
import { readBidRanges } from '../config-data/config-data.service.ts';
import { checkLotChain } from './bid-chain.ts';
import { deleteBid } from './bids.admin.service.ts';

/**
 * Issue 29, item 6: annulling any bid leaves the lot — leader, price, hidden maximum, bid count and rows —
 * exactly as place_bid would have left it had that bid's request never been made; ties included (the earlier
 * maximum wins). Random request sequences are placed through place_bid, a random row is annulled, and the lot
 * is compared with a fresh lot given the same recorded requests without the annulled one.
 */

let ctx: TTestContext;
let auction: Awaited<ReturnType<typeof createAuction>>;
const bidders: number[] = [];
let steps: { thresholds: string; increments: string };

beforeAll(async () => {
  ctx = await createTestApp();
  auction = await createAuction(ctx.db);
  for (let i = 0; i < 3; i++) {
    const user = await createUser(ctx.db);
    await createSubscription(ctx.db, auction, user, { status: 'accepted' });
    bidders.push(user.id);
  }
  const { thresholds, increments } = bidSteps(await readBidRanges({ db: ctx.db }));
  steps = { thresholds: `{${thresholds.join(',')}}`, increments: `{${increments.join(',')}}` };
});
afterAll(() => ctx.close());

type TRequest = { user: number; amount: number; maxAmount: number | null };

/** Places a request as the server does (place_bid, no session); its outcome. */
const place = async (lotId: number, request: TRequest) => {
  const [row] = await queryRows<{ outcome: string }>(
    ctx.db,
    sql`select outcome from place_bid(${lotId}, ${request.user}, null, ${request.amount}, ${request.maxAmount},
      null, ${steps.thresholds}::bigint[], ${steps.increments}::bigint[], 0, 0)`,
  );
  return row!.outcome;
};

/** The lot as the comparison sees it: its state and its standing rows in order. */
const snapshot = async (lotId: number) => {
  const [lot] = await queryRows<Record<string, unknown>>(
    ctx.db,
    sql`select max_bid, max_bidder_id, proxy_max, bids_count from lots where id = ${lotId}`,
  );
  const rows = await queryRows<Record<string, unknown>>(
    ctx.db,
    sql`select user_id, amount, max_amount, is_auto from bids where lot_id = ${lotId} order by id`,
  );
  return { lot, rows };
};

/** The lot's recorded requests in order: manual rows and proxy raises, by request id. */
const recordedRequests = (lotId: number) =>
  queryRows<{ request: string; user_id: number; amount: number; max_amount: number | null }>(
    ctx.db,
    sql`select coalesce(request_id, id) as request, user_id, amount, max_amount from bids
          where lot_id = ${lotId} and not is_auto
        union all
        select id, user_id, amount, max_amount from proxy_raises where lot_id = ${lotId}
        order by 1`,
  );

const request = fc.record({
  who: fc.integer({ min: 0, max: 2 }),
  // Whole increments (2.500 cents there) above the starting price, so bids tie and cross often.
  steps: fc.integer({ min: 0, max: 12 }),
  maxSteps: fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
});

describe('annulling a bid replays the lot through place_bid', () => {
  it('leaves it as a fresh lot given the same requests without the annulled one', async () => {
    let placed = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(request, { minLength: 1, maxLength: 12 }),
        fc.nat(),
        async (sequence, pick) => {
          const lot = await createLot(ctx.db, auction, { price: 10_000 });
          for (const { who, steps: up, maxSteps } of sequence) {
            const amount = 10_000 + up * 2_500;
            await place(lot.id, {
              user: bidders[who]!,
              amount,
              maxAmount: maxSteps === null ? null : amount + maxSteps * 2_500,
            });
          }
          const before = await recordedRequests(lot.id);
          placed += before.length;
          const rows = await queryRows<{ id: string }>(
            ctx.db,
            sql`select id from bids where lot_id = ${lot.id} order by id`,
          );
          if (rows.length === 0) return;
          const target = Number(rows[pick % rows.length]!.id);
          await deleteBid({ db: ctx.db, bidId: target, reason: 'Prueba' });

          // Which request went: the manual row annulled by hand, or the raise marked annulled.
          const [gone] = await queryRows<{ request: string }>(
            ctx.db,
            sql`select request_id as request from bid_annulments
                  where lot_id = ${lot.id} and reason = 'Prueba'
                union all
                select id from proxy_raises where lot_id = ${lot.id} and annulled_on is not null`,
          );
          expect(gone).toBeDefined();
          const fresh = await createLot(ctx.db, auction, { price: 10_000 });
          for (const kept of before.filter((row) => row.request !== gone!.request)) {
            const outcome = await place(fresh.id, {
              user: kept.user_id,
              amount: kept.amount,
              maxAmount: kept.max_amount,
            });
            expect(['accepted', 'max-raised', 'too-low', 'max-not-raised']).toContain(outcome);
          }
          expect(await snapshot(lot.id)).toEqual(await snapshot(fresh.id));
          expect((await checkLotChain(ctx.db, lot.id)).isIntact).toBe(true);
        },
      ),
      { numRuns: Number(process.env.REPLAY_RUNS ?? 60), seed: Number(process.env.REPLAY_SEED ?? 29) },
    );
    // The sequences were real auctions, not a run of refusals.
    expect(placed).toBeGreaterThan(100);
  }, 300_000);

  it('keeps the earlier maximum in front when a tie is replayed', async () => {
    // Ana's maximum 200 €, then Blas's equal maximum, then Carla's bid, annulled: Ana still leads at 200 €.
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    const [ana, blas, carla] = bidders as [number, number, number];
    await place(lot.id, { user: ana, amount: 10_000, maxAmount: 20_000 });
    expect(await place(lot.id, { user: blas, amount: 12_500, maxAmount: 20_000 })).toBe('accepted');
    expect(await place(lot.id, { user: carla, amount: 22_500, maxAmount: null })).toBe('accepted');
    const [carlaBid] = await queryRows<{ id: string }>(
      ctx.db,
      sql`select id from bids where lot_id = ${lot.id} and user_id = ${carla}`,
    );
    await deleteBid({ db: ctx.db, bidId: Number(carlaBid!.id) });
    const { lot: state } = await snapshot(lot.id);
    expect(state).toMatchObject({ max_bid: 20_000, max_bidder_id: ana, proxy_max: 20_000 });
  });
});
