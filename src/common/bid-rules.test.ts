import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allInTotal, incrementAt, minimumNextBid, nextBidSteps, softCloseEnd } from './bid-rules.ts';
import type { TBidRange } from './schemas/config-data.ts';

const ranges: TBidRange[] = [
  { value: 0, increment: 10 },
  { value: 100, increment: 25 },
  { value: 1000, increment: 100 },
];

/** Ascending range tables starting at 0 € with whole-euro increments. */
const rangeTables = fc
  .uniqueArray(fc.integer({ min: 1, max: 100_000 }), { maxLength: 8 })
  .chain((values) =>
    fc.tuple(
      fc.constant([0, ...values].sort((a, b) => a - b)),
      fc.array(fc.integer({ min: 1, max: 5_000 }), {
        minLength: values.length + 1,
        maxLength: values.length + 1,
      }),
    ),
  )
  .map(([values, increments]) => values.map((value, index) => ({ value, increment: increments[index]! })));

describe('bid increments (SPEC §9, DESIGN §5)', () => {
  it('applies the last range whose value × 100 is at most the amount', () => {
    expect(incrementAt(0, ranges)).toBe(1_000);
    expect(incrementAt(9_999, ranges)).toBe(1_000);
    expect(incrementAt(10_000, ranges)).toBe(2_500);
    expect(incrementAt(100_000, ranges)).toBe(10_000);
  });

  it('asks for the starting price first, then the current bid plus its increment', () => {
    expect(minimumNextBid({ price: 50_000, maxBid: null }, ranges)).toBe(50_000);
    expect(minimumNextBid({ price: 50_000, maxBid: 120_000 }, ranges)).toBe(130_000);
    expect(nextBidSteps({ price: 9_000, maxBid: null }, ranges, 3)).toEqual([9_000, 10_000, 12_500]);
  });

  it('matches the definition for any ascending table and amount', () => {
    fc.assert(
      fc.property(rangeTables, fc.integer({ min: 0, max: 20_000_000 }), (table, amount) => {
        const applicable = table.filter((range) => range.value * 100 <= amount).at(-1)!;
        expect(incrementAt(amount, table)).toBe(applicable.increment * 100);
        expect(incrementAt(amount, [...table].reverse())).toBe(applicable.increment * 100);
      }),
    );
  });

  it('always asks for more than the current bid, and offers strictly rising quick bids', () => {
    fc.assert(
      fc.property(
        rangeTables,
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.option(fc.integer({ min: 1, max: 10_000_000 })),
        (table, price, maxBid) => {
          const lot = { price, maxBid };
          const minimum = minimumNextBid(lot, table);
          if (maxBid === null) expect(minimum).toBe(price);
          else expect(minimum).toBeGreaterThan(maxBid);
          const steps = nextBidSteps(lot, table, 5);
          for (let i = 1; i < steps.length; i++) expect(steps[i]!).toBeGreaterThan(steps[i - 1]!);
        },
      ),
    );
  });
});

describe('soft close (DESIGN §5)', () => {
  const rule = { windowSeconds: 120, extensionSeconds: 120 };

  it('extends a lot only when the bid comes inside the window, never shortening it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -600, max: 3_600 }),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 0, max: 600 }),
        (secondsLeft, windowSeconds, extensionSeconds) => {
          const now = new Date('2026-11-22T12:00:00Z');
          const end = new Date(now.getTime() + secondsLeft * 1000);
          const next = softCloseEnd(end, now, { windowSeconds, extensionSeconds });
          expect(next.getTime()).toBeGreaterThanOrEqual(end.getTime());
          if (secondsLeft > windowSeconds) expect(next).toEqual(end);
          else expect(next.getTime()).toBe(Math.max(end.getTime(), now.getTime() + extensionSeconds * 1000));
        },
      ),
    );
  });

  it('gives two more minutes to a bid with thirty seconds left', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(softCloseEnd(new Date('2026-11-22T12:00:30Z'), now, rule)).toEqual(
      new Date('2026-11-22T12:02:00Z'),
    );
  });
});

describe('all-in total', () => {
  it('adds the commission and the IVA on the commission', () => {
    expect(allInTotal(150_000, 10, 21)).toEqual({
      hammer: 150_000,
      commission: 15_000,
      commissionVat: 3_150,
      total: 168_150,
    });
  });
});
