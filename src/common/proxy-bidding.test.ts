import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minimumNextBid } from './bid-rules.ts';
import { resolveBid, type TBidState } from './proxy-bidding.ts';
import type { TBidRange } from './schemas/config-data.ts';

const ranges: TBidRange[] = [
  { value: 0, increment: 10 },
  { value: 1000, increment: 100 },
];
const empty: TBidState = { price: 10_000, maxBid: null, leaderId: null, proxyMax: null };

describe('proxy bidding (docs/product.md#proxy-bids)', () => {
  it('opens at the bid itself and keeps the maximum hidden', () => {
    const outcome = resolveBid(empty, { userId: 1, amount: 10_000, maxAmount: 50_000 }, ranges);
    expect(outcome).toMatchObject({
      kind: 'accepted',
      leads: true,
      state: { maxBid: 10_000, leaderId: 1, proxyMax: 50_000 },
    });
  });

  it('answers a challenger with the least that beats them, up to the maximum', () => {
    const state: TBidState = { price: 10_000, maxBid: 10_000, leaderId: 1, proxyMax: 50_000 };
    const outcome = resolveBid(state, { userId: 2, amount: 20_000, maxAmount: null }, ranges);
    expect(outcome).toMatchObject({
      kind: 'accepted',
      leads: false,
      state: { maxBid: 21_000, leaderId: 1, proxyMax: 50_000 },
    });
    if (outcome.kind !== 'accepted') throw new Error('accepted');
    expect(outcome.rows.map((row) => [row.userId, row.amount, row.isAuto])).toEqual([
      [2, 20_000, false],
      [1, 21_000, true],
    ]);
  });

  it('lets a higher maximum win at one increment over the old one', () => {
    const state: TBidState = { price: 10_000, maxBid: 10_000, leaderId: 1, proxyMax: 30_000 };
    const outcome = resolveBid(state, { userId: 2, amount: 20_000, maxAmount: 80_000 }, ranges);
    expect(outcome).toMatchObject({
      kind: 'accepted',
      leads: true,
      state: { maxBid: 31_000, leaderId: 2, proxyMax: 80_000 },
    });
  });

  it('gives a tie to the earlier maximum', () => {
    const state: TBidState = { price: 10_000, maxBid: 10_000, leaderId: 1, proxyMax: 30_000 };
    const outcome = resolveBid(state, { userId: 2, amount: 30_000, maxAmount: null }, ranges);
    expect(outcome).toMatchObject({ kind: 'accepted', leads: false, state: { maxBid: 30_000, leaderId: 1 } });
    if (outcome.kind !== 'accepted') throw new Error('accepted');
    // The challenger's bid stays on record; the leader's equal, earlier maximum answers it at the same amount.
    expect(outcome.rows).toEqual([
      { userId: 2, amount: 30_000, maxAmount: null, isAuto: false },
      { userId: 1, amount: 30_000, maxAmount: null, isAuto: true },
    ]);
  });

  it('lets the leader raise but never lower their maximum', () => {
    const state: TBidState = { price: 10_000, maxBid: 10_000, leaderId: 1, proxyMax: 30_000 };
    expect(resolveBid(state, { userId: 1, amount: 20_000, maxAmount: null }, ranges)).toEqual({
      kind: 'max-not-raised',
      proxyMax: 30_000,
    });
    expect(resolveBid(state, { userId: 1, amount: 40_000, maxAmount: null }, ranges)).toMatchObject({
      kind: 'max-raised',
      state: { proxyMax: 40_000, maxBid: 10_000 },
    });
    // Not with an amount under the minimum, as no one can.
    expect(resolveBid(state, { userId: 1, amount: 10_500, maxAmount: 50_000 }, ranges)).toEqual({
      kind: 'too-low',
      minimum: 11_000,
    });
  });

  it('refuses a bid under the minimum and says what the minimum is', () => {
    const state: TBidState = { price: 10_000, maxBid: 12_000, leaderId: 1, proxyMax: 12_000 };
    expect(resolveBid(state, { userId: 2, amount: 12_500, maxAmount: null }, ranges)).toEqual({
      kind: 'too-low',
      minimum: 13_000,
    });
  });

  it('for any sequence of bids: prices climb, the highest maximum leads, the price never exceeds the second maximum plus an increment', () => {
    const attempt = fc.record({
      userId: fc.integer({ min: 1, max: 4 }),
      steps: fc.integer({ min: 0, max: 30 }),
      extra: fc.option(fc.integer({ min: 0, max: 200_000 })),
    });
    fc.assert(
      fc.property(fc.array(attempt, { minLength: 1, maxLength: 25 }), (attempts) => {
        let state = empty;
        let lastAmount = 0;
        const maxima = new Map<number, number>();
        for (const { userId, steps, extra } of attempts) {
          const amount = minimumNextBid(state, ranges) + steps * 1_000;
          const maxAmount = extra === null ? null : amount + extra;
          const outcome = resolveBid(state, { userId, amount, maxAmount }, ranges);
          if (outcome.kind === 'too-low' || outcome.kind === 'max-not-raised') continue;
          if (outcome.kind === 'accepted') {
            // Every accepted bid is on record as placed…
            expect(outcome.rows).toContainEqual({ userId, amount, maxAmount, isAuto: false });
            for (const row of outcome.rows) {
              // …prices climb, and an equal amount is only the leader's answer to a tie.
              if (row.amount === lastAmount)
                expect(row).toMatchObject({ isAuto: true, userId: outcome.state.leaderId });
              else expect(row.amount).toBeGreaterThan(lastAmount);
              lastAmount = row.amount;
            }
          }
          maxima.set(
            userId,
            Math.max(
              maxima.get(userId) ?? 0,
              maxAmount ?? amount,
              outcome.kind === 'max-raised' ? (outcome.state.proxyMax ?? 0) : 0,
            ),
          );
          state = outcome.state;
          expect(state.maxBid).toBe(lastAmount || state.maxBid);
          expect(state.proxyMax!).toBeGreaterThanOrEqual(state.maxBid!);
        }
        const highest = Math.max(...maxima.values());
        expect(maxima.get(state.leaderId!)).toBe(highest);
      }),
    );
  });
});
