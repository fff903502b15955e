import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatDate,
  formatDateTime,
  formatDuration,
  formatEuros,
  formatForeignAmount,
  formatNumber,
  formatRate,
  formatTime,
} from './format.ts';

// Intl puts a no-break space (U+00A0) between the amount and "€"; the assertions spell it out.
const nbsp = '\u00a0';

describe('numbers (de-DE)', () => {
  it('groups thousands with dots and uses a decimal comma', () => {
    expect(formatNumber(1_234_567.89)).toBe('1.234.567,89');
    expect(formatNumber(1000)).toBe('1.000');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-1234.5)).toBe('-1.234,5');
  });

  it('keeps large numbers exact and in groups', () => {
    expect(formatNumber(9_007_199_254_740_991)).toBe('9.007.199.254.740.991');
    expect(formatNumber(1e21)).toBe('1.000.000.000.000.000.000.000');
  });

  it('rounds to at most three decimals and never shows "-0"', () => {
    expect(formatNumber(1.23456)).toBe('1,235');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.0001)).toBe('0');
  });
});

describe('money (EUR in de-DE, no minimum fraction digits)', () => {
  it('shows whole euros without decimals and any other amount with two, never one', () => {
    expect(formatEuros(1500)).toBe(`1.500${nbsp}€`);
    expect(formatEuros(1500.5)).toBe(`1.500,50${nbsp}€`);
    expect(formatEuros(1500.55)).toBe(`1.500,55${nbsp}€`);
    expect(formatEuros(0)).toBe(`0${nbsp}€`);
    expect(formatEuros(0.1 + 0.2)).toBe(`0,30${nbsp}€`);
    expect(formatEuros(29_537.5)).toBe(`29.537,50${nbsp}€`);
  });

  it('rounds beyond the cent', () => {
    expect(formatEuros(1500.999)).toBe(`1.501${nbsp}€`);
    expect(formatEuros(0.005)).toBe(`0,01${nbsp}€`);
  });

  it('handles large and negative amounts', () => {
    expect(formatEuros(2_500_000)).toBe(`2.500.000${nbsp}€`);
    expect(formatEuros(1_000_000_000_000)).toBe(`1.000.000.000.000${nbsp}€`);
    expect(formatEuros(-1500.5)).toBe(`-1.500,50${nbsp}€`);
    expect(formatEuros(-0)).toBe(`0${nbsp}€`);
  });

  it('shows cents as euros', () => {
    expect(formatCents(150_000)).toBe(`1.500${nbsp}€`);
    expect(formatCents(150_050)).toBe(`1.500,50${nbsp}€`);
    expect(formatCents(123_456)).toBe(`1.234,56${nbsp}€`);
    expect(formatCents(5)).toBe(`0,05${nbsp}€`);
    expect(formatCents(0)).toBe(`0${nbsp}€`);
    expect(formatCents(999_999_999_99)).toBe(`999.999.999,99${nbsp}€`);
    expect(formatCents(Math.round(-0.4))).toBe(`0${nbsp}€`);
  });
});

describe('dates in Madrid time', () => {
  it('applies summer (UTC+2) and winter (UTC+1) time', () => {
    expect(formatDateTime('2026-07-15T10:00:00Z')).toBe('15/07/2026 - 12:00 h');
    expect(formatDateTime('2026-01-15T10:00:00Z')).toBe('15/01/2026 - 11:00 h');
    expect(formatTime('2026-07-15T10:00:00Z')).toBe('12:00 h');
    expect(formatTime('2026-01-15T10:00:00Z')).toBe('11:00 h');
  });

  it('accepts a Date, an ISO string with any offset, or epoch milliseconds', () => {
    const instant = '2026-11-22T17:05:00Z';
    expect(formatDateTime(instant)).toBe('22/11/2026 - 18:05 h');
    expect(formatDateTime(new Date(instant))).toBe('22/11/2026 - 18:05 h');
    expect(formatDateTime(Date.parse(instant))).toBe('22/11/2026 - 18:05 h');
    expect(formatDateTime('2026-11-22T12:05:00-05:00')).toBe('22/11/2026 - 18:05 h');
  });

  it('rolls over to the next day, month and year in Madrid before it does in UTC', () => {
    expect(formatDate('2026-03-31T22:30:00Z')).toBe('01/04/2026');
    expect(formatDateTime('2026-03-31T22:30:00Z')).toBe('01/04/2026 - 00:30 h');
    expect(formatDate(new Date('2026-12-31T23:30:00Z'))).toBe('01/01/2027');
    expect(formatDate('2026-12-31T22:59:59Z')).toBe('31/12/2026');
  });

  it('shows midnight as 00, not 24', () => {
    expect(formatTime('2026-11-22T23:00:00Z')).toBe('00:00 h');
    expect(formatTime('2026-06-21T22:00:00Z')).toBe('00:00 h');
  });

  it('skips the hour lost in March', () => {
    // 29/03/2026: at 02:00 in Madrid the clocks jump to 03:00.
    expect(formatTime('2026-03-29T00:59:00Z')).toBe('01:59 h');
    expect(formatTime('2026-03-29T01:00:00Z')).toBe('03:00 h');
  });

  it('shows the repeated hour of October twice', () => {
    // 25/10/2026: at 03:00 in Madrid the clocks go back to 02:00.
    expect(formatDateTime('2026-10-25T00:30:00Z')).toBe('25/10/2026 - 02:30 h');
    expect(formatDateTime('2026-10-25T01:30:00Z')).toBe('25/10/2026 - 02:30 h');
    expect(formatDateTime('2026-10-25T02:30:00Z')).toBe('25/10/2026 - 03:30 h');
  });

  it('refuses an invalid date rather than showing a wrong one', () => {
    expect(() => formatDate('no es una fecha')).toThrow(RangeError);
  });
});

describe('durations', () => {
  it('shows hours, minutes and seconds, with days when there are any', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(59)).toBe('00:00:59');
    expect(formatDuration(60)).toBe('00:01:00');
    expect(formatDuration(3661)).toBe('01:01:01');
    expect(formatDuration(86_399)).toBe('23:59:59');
    expect(formatDuration(86_400)).toBe('1d 00:00:00');
    expect(formatDuration(93_784)).toBe('1d 02:03:04');
    expect(formatDuration(10 * 86_400)).toBe('10d 00:00:00');
    expect(formatDuration(400 * 86_400 + 1)).toBe('400d 00:00:01');
  });

  it('never goes below zero, drops fractions and survives nonsense', () => {
    expect(formatDuration(-5)).toBe('00:00:00');
    expect(formatDuration(-0.5)).toBe('00:00:00');
    expect(formatDuration(59.9)).toBe('00:00:59');
    expect(formatDuration(Number.NaN)).toBe('00:00:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('00:00:00');
  });
});

describe('in English (en-GB, the zone named)', () => {
  it('groups numbers and euros the English way', () => {
    expect(formatNumber(1_234_567.89, 'en')).toBe('1,234,567.89');
    expect(formatNumber(-0, 'en')).toBe('0');
    expect(formatEuros(1500, 'en')).toBe('€1,500');
    expect(formatEuros(1500.5, 'en')).toBe('€1,500.50');
    expect(formatCents(150_050, 'en')).toBe('€1,500.50');
    expect(formatCents(-5, 'en')).toBe('-€0.05');
  });

  it('names the month and Madrid’s zone: CET in winter, CEST in summer', () => {
    expect(formatDateTime('2026-11-27T17:00:00Z', 'en')).toBe('27 Nov 2026, 18:00 CET');
    expect(formatDateTime('2026-07-15T10:00:00Z', 'en')).toBe('15 Jul 2026, 12:00 CEST');
    expect(formatDate('2026-12-31T23:30:00Z', 'en')).toBe('1 Jan 2027');
    expect(formatTime('2026-11-22T23:00:00Z', 'en')).toBe('00:00 CET');
  });

  it('changes the zone’s name with the clocks, in March and in October', () => {
    expect(formatTime('2026-03-29T00:59:00Z', 'en')).toBe('01:59 CET');
    expect(formatTime('2026-03-29T01:00:00Z', 'en')).toBe('03:00 CEST');
    // The repeated hour of October reads twice, told apart by its zone.
    expect(formatDateTime('2026-10-25T00:30:00Z', 'en')).toBe('25 Oct 2026, 02:30 CEST');
    expect(formatDateTime('2026-10-25T01:30:00Z', 'en')).toBe('25 Oct 2026, 02:30 CET');
  });

  it('leaves Spanish as it was when no language is given', () => {
    expect(formatDateTime('2026-11-27T17:00:00Z')).toBe(formatDateTime('2026-11-27T17:00:00Z', 'es'));
    expect(formatDateTime('2026-11-27T17:00:00Z', 'es')).toBe('27/11/2026 - 18:00 h');
    expect(formatCents(150_050, 'es')).toBe(`1.500,50${nbsp}€`);
  });

  it('counts down the same in both languages', () => {
    expect(formatDuration(93_784, 'en')).toBe('1d 02:03:04');
  });
});

describe('indicative amounts in another currency', () => {
  it('shows whole units in the reader’s style', () => {
    expect(formatForeignAmount(1080.4, 'GBP')).toBe(`1.080${nbsp}£`);
    expect(formatForeignAmount(1080.4, 'GBP', 'en')).toBe('£1,080');
    expect(formatForeignAmount(161_350, 'JPY', 'en')).toBe('JP¥161,350');
  });

  it('shows a rate with every decimal the ECB gives', () => {
    expect(formatRate(0.8345)).toBe('0,8345');
    expect(formatRate(1234.56789, 'en')).toBe('1,234.56789');
  });
});
