import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidSteps, incrementAt, softCloseEnd } from '@/common/bid-rules.ts';
import { resolveBid, type TBidState } from '@/common/proxy-bidding.ts';
import type { TBidRange } from '@/common/schemas/config-data.ts';
import type { TDatabase } from '@/server/db/client.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { createTestDatabase } from '../../../../test/database.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../../../test/factories.ts';
import { assertLotOpen, assertMayBid } from './bidding-rules.ts';
import { placeBid } from './bids.service.ts';

/**
 * The bid rules live in `src/common` (the browser runs them too) and again, for speed, in the database's
 * `place_bid` (drizzle/0020). These properties prove the two agree on thousands of generated cases; every
 * bid placed anywhere in the suite checks it once more (bids.service.ts `assertAgreement`).
 */
let database: TDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const runs = 1500;
const call = async <T>(text: string, values: unknown[]) => (await database.prepared<T>('', text, values))[0]!;

const cents = fc.integer({ min: 0, max: 50_000_000 });
const euros = fc.oneof(
  fc.integer({ min: 0, max: 1_000_000 }).map((value) => value / 100),
  fc.double({ min: 0, max: 100_000, noNaN: true }),
);
const ranges: fc.Arbitrary<TBidRange[]> = fc.array(
  fc.record({
    value: euros,
    increment: fc.oneof(
      fc.integer({ min: 1, max: 100_000 }).map((value) => value / 100),
      fc.double({ min: 0.001, max: 5_000, noNaN: true }),
    ),
  }),
  { minLength: 0, maxLength: 6 },
);
/** A lot's state as bids leave it: no leader before the first bid, a maximum at least the price after. */
const states: fc.Arbitrary<TBidState> = fc.oneof(
  cents.map((price) => ({ price, maxBid: null, leaderId: null, proxyMax: null })),
  fc
    .tuple(cents, cents, fc.integer({ min: 1, max: 4 }), fc.option(cents, { nil: null }))
    .map(([price, extra, leaderId, proxyExtra]) => ({
      price,
      maxBid: price + extra,
      leaderId,
      proxyMax: proxyExtra === null ? null : price + extra + proxyExtra,
    })),
);

/** Mostly the first value (the one that lets a bid through), so every other fact gets its turn to decide. */
const mostly = <T>(usual: T, ...others: T[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(usual) },
    { weight: 1, arbitrary: others.length > 0 ? fc.constantFrom(...others) : fc.constant(!usual as T) },
  );

/** Near `around` more often than not: the boundaries (minimum, the leader's maximum, ties) are what decide. */
const near = (around: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: -3, max: 3 }).map((delta) => Math.max(0, around + delta)) },
    { weight: 1, arbitrary: cents },
  );

/** A bid against a state: amount and maximum near its minimum, its price and its leader's maximum. */
const attempts = (state: TBidState) => {
  const marks = [state.price, state.maxBid ?? state.price, state.proxyMax ?? state.maxBid ?? state.price];
  const mark = fc.constantFrom(...marks).chain(near);
  return fc.record({
    userId: fc.integer({ min: 1, max: 4 }),
    amount: mark,
    maxAmount: fc.option(mark, { nil: null }),
  });
};

describe('the bid rules in SQL agree with src/common', () => {
  it('on the increment at any amount', async () => {
    await fc.assert(
      fc.asyncProperty(
        ranges.chain((bidRanges) =>
          fc.tuple(fc.constant(bidRanges), fc.constantFrom(0, ...bidSteps(bidRanges).thresholds).chain(near)),
        ),
        async ([bidRanges, amount]) => {
          const { thresholds, increments } = bidSteps(bidRanges);
          const row = await call<{ increment: string }>('select bid_increment_at($1, $2, $3) as increment', [
            amount,
            thresholds,
            increments,
          ]);
          expect(Number(row.increment)).toBe(incrementAt(amount, bidRanges));
        },
      ),
      { numRuns: runs },
    );
  });

  it('on how a bid resolves against the proxies', async () => {
    await fc.assert(
      fc.asyncProperty(
        states.chain((state) => fc.tuple(fc.constant(state), attempts(state))),
        ranges,
        async ([state, { userId, amount, maxAmount }], bidRanges) => {
          const { thresholds, increments } = bidSteps(bidRanges);
          const row = await call<{
            kind: string;
            minimum: string;
            new_max_bid: string | null;
            new_leader_id: number | null;
            new_proxy_max: string | null;
            leads: boolean;
            row_users: number[] | null;
            row_amounts: (string | number)[] | null;
            row_max_amounts: (string | number | null)[] | null;
            row_autos: boolean[] | null;
          }>('select * from bid_resolve($1, $2, $3, $4, $5, $6, $7, $8, $9)', [
            state.price,
            state.maxBid,
            state.leaderId,
            state.proxyMax,
            userId,
            amount,
            maxAmount,
            thresholds,
            increments,
          ]);
          const outcome = resolveBid(state, { userId, amount, maxAmount }, bidRanges);
          const number = (value: string | number | null) => (value === null ? null : Number(value));
          expect(row.kind).toBe(outcome.kind);
          if (outcome.kind === 'too-low') expect(Number(row.minimum)).toBe(outcome.minimum);
          if (outcome.kind === 'max-not-raised') expect(number(row.new_proxy_max)).toBe(outcome.proxyMax);
          if (outcome.kind === 'max-raised') expect(number(row.new_proxy_max)).toBe(outcome.state.proxyMax);
          if (outcome.kind !== 'accepted') return;
          expect({
            maxBid: number(row.new_max_bid),
            leaderId: row.new_leader_id,
            proxyMax: number(row.new_proxy_max),
            leads: row.leads,
          }).toEqual({ ...outcome.state, price: undefined, leads: outcome.leads });
          expect(
            (row.row_users ?? []).map((user, index) => ({
              userId: user,
              amount: Number(row.row_amounts![index]),
              maxAmount: number(row.row_max_amounts![index]!),
              isAuto: row.row_autos![index],
            })),
          ).toEqual(outcome.rows);
        },
      ),
      { numRuns: runs },
    );
  });

  it('on when a late bid extends the lot', async () => {
    const instant = fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 });
    await fc.assert(
      fc.asyncProperty(
        instant,
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: 0, max: 900 }),
        fc.oneof(fc.integer({ min: -600_000, max: 600_000 }), fc.integer({ min: -2, max: 2 })),
        fc.boolean(),
        async (end, windowSeconds, extensionSeconds, delta, atWindow) => {
          // Half the cases within two milliseconds of the window's edge.
          const offset = atWindow ? windowSeconds * 1000 + delta : delta;
          const endDate = new Date(end);
          const now = new Date(end - offset);
          const row = await call<{ ms: number }>(
            'select extract(epoch from bid_soft_close_end($1, $2, $3, $4)) * 1000 as ms',
            [endDate.toISOString(), now.toISOString(), windowSeconds, extensionSeconds],
          );
          expect(Math.round(Number(row.ms))).toBe(
            softCloseEnd(endDate, now, { windowSeconds, extensionSeconds }).getTime(),
          );
        },
      ),
      { numRuns: runs },
    );
  });

  it('on who may bid on a lot, and when', async () => {
    const instant = fc.integer({ min: 1_700_000_000_000, max: 1_700_000_600_000 });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          signedIn: mostly(true),
          isBanned: mostly(false),
          isActive: mostly(true),
          isBiddingBlocked: mostly(false),
          subscriptionStatus: mostly<'pending' | 'accepted' | 'rejected' | null>(
            'accepted',
            'pending',
            'rejected',
            null,
          ),
          depositPaid: mostly<boolean | null>(true, false, null),
          caution: fc.option(cents, { nil: null }),
          lotPublished: mostly(true),
          lotStatus: mostly('open', 'closed', 'draft'),
          lotStart: fc.option(instant, { nil: null }),
          lotEnd: instant,
          auctionPublished: mostly(true),
          auctionStatus: mostly('open', 'closed', 'draft'),
          auctionStart: instant,
          now: instant,
          // Often the very millisecond a lot opens or closes.
          edge: fc.constantFrom('none', 'lotEnd', 'lotStart', 'auctionStart'),
        }),
        async (generated) => {
          const facts = {
            ...generated,
            now: generated.edge === 'none' ? generated.now : (generated[generated.edge] ?? generated.now),
          };
          const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
          const row = await call<{ refused: boolean }>(
            'select bid_refused($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) as refused',
            [
              facts.signedIn,
              facts.isBanned,
              facts.isActive,
              facts.isBiddingBlocked,
              facts.subscriptionStatus,
              facts.depositPaid,
              facts.caution,
              facts.lotPublished,
              facts.lotStatus,
              iso(facts.lotStart),
              iso(facts.lotEnd),
              facts.auctionPublished,
              facts.auctionStatus,
              iso(facts.auctionStart),
              iso(facts.now),
            ],
          );
          let refused = !facts.signedIn || facts.isBanned;
          try {
            assertMayBid({ ...facts });
            assertLotOpen({
              lot: {
                published: facts.lotPublished,
                status: facts.lotStatus,
                startDate: facts.lotStart === null ? null : new Date(facts.lotStart),
                endDate: new Date(facts.lotEnd),
              },
              auction: {
                published: facts.auctionPublished,
                status: facts.auctionStatus,
                startDate: new Date(facts.auctionStart),
              },
              now: new Date(facts.now),
            });
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            refused = true;
          }
          expect(row.refused).toBe(refused);
        },
      ),
      { numRuns: runs },
    );
  });

  it('on whole bidding sessions: every answer, row and live event (placeBid checks each bid)', async () => {
    const { db } = database;
    const auction = await createAuction(db);
    const bidders = await Promise.all(
      [0, 1, 2, 3].map(async () => {
        const user = await createUser(db);
        await createSubscription(db, auction, user);
        return user;
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        cents,
        fc.array(
          fc.record({
            bidder: fc.integer({ min: 0, max: 3 }),
            raise: fc.integer({ min: -5_000, max: 200_000 }),
            maximum: fc.option(fc.integer({ min: 0, max: 400_000 }), { nil: null }),
            upTo: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        async (price, steps) => {
          const lot = await createLot(db, auction, { price });
          let known = price;
          for (const step of steps) {
            const amount = Math.max(0, known + step.raise);
            try {
              const answer = await placeBid({
                database,
                user: bidders[step.bidder]!,
                lotId: lot.id,
                amount,
                maxAmount: step.maximum === null ? null : amount + step.maximum,
                upToAmount: step.upTo === null ? null : amount + step.upTo,
              });
              known = answer.lot.minimumBid;
            } catch (error) {
              // Refusals are answers too; a disagreement is an Error, not an AppError.
              if (!(error instanceof AppError)) throw error;
              known = Number(error.extra?.minimum ?? known);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
