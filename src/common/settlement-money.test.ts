import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineAmounts, percentOf, settlementTotals, taxBreakdown, toBasisPoints } from './settlement-money.ts';

/** Percentages as the database holds them: numeric(5,2). */
const percent = fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100);
const cents = fc.integer({ min: 0, max: 10_000_000_000 });
const vat = fc.constantFrom<number | null>(21, 10, 4, null);

/** The exact rational value of `cents × percent / 100`, as numerator over 10,000. */
const exact = (amount: number, pct: number) => BigInt(amount) * BigInt(toBasisPoints(pct));

describe('money after the hammer (integer cents, rounded per line)', () => {
  it('rounds half away from zero, never more than half a cent from the exact value', () => {
    fc.assert(
      fc.property(cents, percent, (amount, pct) => {
        const result = percentOf(amount, pct);
        expect(Number.isInteger(result)).toBe(true);
        const error = BigInt(result) * 10_000n - exact(amount, pct);
        // |error| ≤ 0.5 cent, and exactly half a cent rounds up.
        expect(error <= 5_000n && error > -5_000n).toBe(true);
        expect(percentOf(-amount, pct)).toBe(result === 0 ? 0 : -result);
      }),
    );
  });

  it('knows the cases a float gets wrong', () => {
    // 1.005 € × 100 % and 0.5 cent cases: floats give 100 and 0.
    expect(percentOf(10_050, 10)).toBe(1_005);
    expect(percentOf(5, 10)).toBe(1);
    expect(percentOf(123_455, 15.5)).toBe(19_136);
    expect(percentOf(1, 50)).toBe(1);
  });

  it('makes a line whose total is hammer + premium + IVA on both, each rounded once', () => {
    fc.assert(
      fc.property(cents, percent, vat, vat, (hammer, premiumPercent, premiumVat, goodsVat) => {
        const line = lineAmounts({
          hammer,
          premiumPercent,
          premiumVatPercent: premiumVat ?? 0,
          goodsVatPercent: goodsVat,
        });
        expect(line.premium).toBe(percentOf(hammer, premiumPercent));
        expect(line.premiumVat).toBe(percentOf(line.premium, premiumVat ?? 0));
        expect(line.goodsVat).toBe(goodsVat === null ? 0 : percentOf(hammer, goodsVat));
        expect(line.total).toBe(hammer + line.premium + line.premiumVat + line.goodsVat);
      }),
    );
  });

  it('adds lines and payments into a balance; a deposit applied is a payment like any other', () => {
    const line = fc.tuple(cents, percent, vat, vat).map(([hammer, premiumPercent, premiumVat, goodsVat]) =>
      lineAmounts({
        hammer,
        premiumPercent,
        premiumVatPercent: premiumVat ?? 0,
        goodsVatPercent: goodsVat,
      }),
    );
    const payment = fc.integer({ min: -1_000_000, max: 10_000_000 }).filter((amount) => amount !== 0);
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 20 }),
        fc.array(payment, { maxLength: 5 }),
        cents,
        (lines, paid, deposit) => {
          const payments = [...paid, deposit].map((amount) => ({ amount }));
          const totals = settlementTotals(lines, payments);
          expect(totals.total).toBe(lines.reduce((sum, l) => sum + l.total, 0));
          expect(totals.total).toBe(totals.hammer + totals.premium + totals.vat);
          expect(totals.paid).toBe(payments.reduce((sum, p) => sum + p.amount, 0));
          expect(totals.balance).toBe(totals.total - totals.paid);
        },
      ),
    );
  });

  it('breaks an invoice down per rate with bases that add up to the lines and quotas to their IVA', () => {
    const line = fc.tuple(cents, percent, vat, vat).map(([hammer, premiumPercent, premiumVat, goodsVat]) =>
      lineAmounts({
        hammer,
        premiumPercent,
        premiumVatPercent: premiumVat ?? 21,
        goodsVatPercent: goodsVat,
      }),
    );
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (lines) => {
        const groups = taxBreakdown(lines);
        const rates = groups.map((group) => group.vatPercent);
        expect(new Set(rates).size).toBe(rates.length);
        const base = groups.reduce((sum, group) => sum + group.base, 0);
        const quota = groups.reduce((sum, group) => sum + group.vat, 0);
        expect(base).toBe(lines.reduce((sum, l) => sum + l.hammer + l.premium, 0));
        expect(quota).toBe(lines.reduce((sum, l) => sum + l.premiumVat + l.goodsVat, 0));
        expect(groups.find((group) => group.vatPercent === null)?.vat ?? 0).toBe(0);
      }),
    );
  });

  it('refuses percentages the database could not hold', () => {
    expect(() => toBasisPoints(-1)).toThrow(RangeError);
    expect(() => toBasisPoints(Number.NaN)).toThrow(RangeError);
    expect(() => toBasisPoints(1000)).toThrow(RangeError);
  });
});
