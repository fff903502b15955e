import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { incrementAt, minimumNextBid, nextBidSteps, softCloseEnd } from './bid-rules.ts';
import type { TBidRange } from './schemas/config-data.ts';

/** The installation's default table (seed data), in euros. */
const ranges: TBidRange[] = [
  { value: 0, increment: 10 },
  { value: 100, increment: 25 },
  { value: 500, increment: 50 },
  { value: 1000, increment: 100 },
];

/**
 * Range tables as the back office validates them (ZBidRangesSchema): the first starts at 0 €, values rise
 * in whole euros, increments are euros with cents.
 */
const rangeTables = fc.uniqueArray(fc.integer({ min: 1, max: 100_000 }), { maxLength: 8 }).chain((values) =>
  fc
    .array(fc.integer({ min: 1, max: 500_000 }), {
      minLength: values.length + 1,
      maxLength: values.length + 1,
    })
    .map((incrementCents) =>
      [0, ...[...values].sort((a, b) => a - b)].map(
        (value, index): TBidRange => ({ value, increment: incrementCents[index]! / 100 }),
      ),
    ),
);

/** The same table in any stored order: the rules must not depend on it. */
const shuffled = (table: TBidRange[]) =>
  fc.shuffledSubarray(table, { minLength: table.length, maxLength: table.length });

const amounts = fc.integer({ min: 0, max: 20_000_000 });
const lots = fc.record({
  price: fc.integer({ min: 1, max: 10_000_000 }),
  maxBid: fc.option(fc.integer({ min: 1, max: 10_000_000 })),
});

/** The definition (docs/product.md#increments), written as plainly as possible to check the implementation against. */
const expectedIncrementCents = (amountCents: number, ascending: TBidRange[]) =>
  Math.round(ascending.filter((range) => range.value * 100 <= amountCents).at(-1)!.increment * 100);

describe('bid increments (docs/product.md#increments)', () => {
  it('applies the last range whose value × 100 is at most the amount, in cents', () => {
    expect(incrementAt(0, ranges)).toBe(1_000);
    expect(incrementAt(9_999, ranges)).toBe(1_000);
    expect(incrementAt(10_000, ranges)).toBe(2_500);
    expect(incrementAt(49_999, ranges)).toBe(2_500);
    expect(incrementAt(50_000, ranges)).toBe(5_000);
    expect(incrementAt(100_000, ranges)).toBe(10_000);
    expect(incrementAt(100_000_000, ranges)).toBe(10_000);
  });

  it('turns increments with cents into whole cents', () => {
    expect(incrementAt(0, [{ value: 0, increment: 2.5 }])).toBe(250);
    expect(incrementAt(0, [{ value: 0, increment: 0.29 }])).toBe(29);
  });

  it('does not depend on the order the ranges are stored in', () => {
    expect(incrementAt(60_000, [...ranges].reverse())).toBe(5_000);
  });

  it('falls back to the lowest range below it, and to 1 € with no table at all', () => {
    // The schema requires a range from 0 €, so these only guard against a half-saved setting.
    expect(incrementAt(5_000, [{ value: 100, increment: 25 }])).toBe(2_500);
    expect(incrementAt(5_000, [])).toBe(100);
  });

  it('matches the definition for any valid table, in any order, and any amount', () => {
    fc.assert(
      fc.property(
        rangeTables.chain((table) => fc.tuple(fc.constant(table), shuffled(table))),
        amounts,
        ([table, stored], amount) => {
          expect(incrementAt(amount, stored)).toBe(expectedIncrementCents(amount, table));
        },
      ),
    );
  });

  it('never lowers the increment as the amount rises when the table does not', () => {
    const risingTables = rangeTables.map((table) => {
      const increments = table.map((range) => range.increment).sort((a, b) => a - b);
      return table.map((range, index) => ({ ...range, increment: increments[index]! }));
    });
    fc.assert(
      fc.property(risingTables, amounts, amounts, (table, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(incrementAt(low, table)).toBeLessThanOrEqual(incrementAt(high, table));
      }),
    );
  });
});

describe('the next bid', () => {
  it('asks for the starting price first, then the current bid plus its increment', () => {
    expect(minimumNextBid({ price: 50_000, maxBid: null }, ranges)).toBe(50_000);
    expect(minimumNextBid({ price: 50_000, maxBid: 120_000 }, ranges)).toBe(130_000);
    expect(minimumNextBid({ price: 50_000, maxBid: 9_999 }, ranges)).toBe(10_999);
  });

  it('offers quick bids one increment apart, crossing into the next range', () => {
    expect(nextBidSteps({ price: 9_000, maxBid: null }, ranges, 3)).toEqual([9_000, 10_000, 12_500]);
    expect(nextBidSteps({ price: 9_000, maxBid: 45_000 }, ranges, 3)).toEqual([47_500, 50_000, 55_000]);
    expect(nextBidSteps({ price: 9_000, maxBid: null }, ranges, 0)).toEqual([]);
  });

  it('with no bids, asks for exactly the price', () => {
    fc.assert(
      fc.property(rangeTables, fc.integer({ min: 0, max: 10_000_000 }), (table, price) => {
        expect(minimumNextBid({ price, maxBid: null }, table)).toBe(price);
      }),
    );
  });

  it('with a bid, asks for more than it: the bid plus the increment at that bid', () => {
    fc.assert(
      fc.property(rangeTables, lots, (table, lot) => {
        fc.pre(lot.maxBid !== null);
        const minimum = minimumNextBid(lot, table);
        expect(minimum).toBeGreaterThan(lot.maxBid!);
        expect(minimum).toBe(lot.maxBid! + incrementAt(lot.maxBid!, table));
      }),
    );
  });

  it('offers strictly rising quick bids, starting at the minimum, each one increment above the last', () => {
    fc.assert(
      fc.property(rangeTables, lots, fc.integer({ min: 0, max: 10 }), (table, lot, count) => {
        const steps = nextBidSteps(lot, table, count);
        expect(steps).toHaveLength(count);
        if (count > 0) expect(steps[0]).toBe(minimumNextBid(lot, table));
        for (let i = 1; i < steps.length; i++) {
          expect(steps[i]!).toBeGreaterThan(steps[i - 1]!);
          expect(steps[i]! - steps[i - 1]!).toBe(incrementAt(steps[i - 1]!, table));
        }
      }),
    );
  });
});

describe('soft close (docs/product.md#soft-close)', () => {
  const rule = { windowSeconds: 120, extensionSeconds: 120 };
  const now = new Date('2026-11-22T12:00:00Z');

  it('gives two more minutes to a bid with thirty seconds left', () => {
    expect(softCloseEnd(new Date('2026-11-22T12:00:30Z'), now, rule)).toEqual(
      new Date('2026-11-22T12:02:00Z'),
    );
  });

  it('leaves a lot alone when the bid comes before the window', () => {
    const end = new Date('2026-11-22T12:10:00Z');
    expect(softCloseEnd(end, now, rule)).toBe(end);
  });

  it('extends a lot only when the bid comes inside the window, never shortening it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -600, max: 3_600 }),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 0, max: 600 }),
        (secondsLeft, windowSeconds, extensionSeconds) => {
          const end = new Date(now.getTime() + secondsLeft * 1000);
          const next = softCloseEnd(end, now, { windowSeconds, extensionSeconds });
          expect(next.getTime()).toBeGreaterThanOrEqual(end.getTime());
          if (secondsLeft > windowSeconds) expect(next).toEqual(end);
          else expect(next.getTime()).toBe(Math.max(end.getTime(), now.getTime() + extensionSeconds * 1000));
        },
      ),
    );
  });
});

describe('edge cases of the range table', () => {
  it('applies a range that starts at euros with cents exactly at that amount', () => {
    expect(
      incrementAt(110, [
        { value: 0, increment: 0.05 },
        { value: 1.1, increment: 0.1 },
      ]),
    ).toBe(10);
  });

  it('never asks for less than one cent more', () => {
    expect(minimumNextBid({ price: 100, maxBid: 100 }, [{ value: 0, increment: 0.004 }])).toBe(101);
  });
});
