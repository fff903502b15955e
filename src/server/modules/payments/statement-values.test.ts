import { describe, expect, it } from 'vitest';
import { calendarDate, detectAmountStyle, readAmount } from './statement-values.ts';

const lines = (...texts: string[]) => texts.map((text, index) => ({ text, line: index + 2 }));

describe('a bank file’s values', () => {
  it('keeps only days that exist', () => {
    expect(calendarDate('29/02/2028', ['DD/MM/YYYY'])).toBe('2028-02-29');
    expect(calendarDate('29/02/2026', ['DD/MM/YYYY'])).toBeNull();
    expect(calendarDate('20260231', ['YYYYMMDD'])).toBeNull();
    expect(calendarDate('2026-11-20', ['YYYY-MM-DD'])).toBe('2026-11-20');
  });

  it('finds the style from the whole file and reads every amount in it', () => {
    expect(detectAmountStyle(lines('1.500', '25,30'))).toEqual({ style: 'es' });
    expect(detectAmountStyle(lines('1,500', '25.30'))).toEqual({ style: 'en' });
    expect(detectAmountStyle(lines('7', '-12'))).toEqual({ style: undefined });
    expect(readAmount('1.500', 'es')).toBe(150_000);
    expect(readAmount('1.500', 'en')).toBe(150);
    expect(readAmount('-1.234.567,8 €', 'es')).toBe(-123_456_780);
    expect(readAmount('12', undefined)).toBe(1_200);
  });

  it('names the amount that leaves the style open, that contradicts it, or that is no amount', () => {
    expect(detectAmountStyle(lines('7', '1.500'))).toEqual({
      error: { text: '1.500', line: 3, reason: 'ambiguous' },
    });
    expect(detectAmountStyle(lines('2,50', '2.50'))).toEqual({
      error: { text: '2.50', line: 3, reason: 'mixed' },
    });
    expect(detectAmountStyle(lines('1,505.5.5'))).toEqual({
      error: { text: '1,505.5.5', line: 2, reason: 'unreadable' },
    });
    // Three decimals are no money: "1,505" can only be thousands.
    expect(detectAmountStyle(lines('1,505', '2.50'))).toEqual({ style: 'en' });
  });
});
