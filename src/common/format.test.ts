import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatDate,
  formatDateTime,
  formatDuration,
  formatEuros,
  formatNumber,
  formatTime,
} from './format.ts';

const nbsp = '\u00a0';

describe('numbers and money (de-DE)', () => {
  it('groups thousands with dots and uses a decimal comma', () => {
    expect(formatNumber(1234567.89)).toBe('1.234.567,89');
    expect(formatNumber(0)).toBe('0');
  });

  it('shows euros without forcing decimals', () => {
    expect(formatEuros(1500)).toBe(`1.500${nbsp}€`);
    expect(formatEuros(1500.5)).toBe(`1.500,5${nbsp}€`);
    expect(formatEuros(1500.55)).toBe(`1.500,55${nbsp}€`);
    expect(formatEuros(2_500_000)).toBe(`2.500.000${nbsp}€`);
  });

  it('shows cents as euros', () => {
    expect(formatCents(150_000)).toBe(`1.500${nbsp}€`);
    expect(formatCents(123_456)).toBe(`1.234,56${nbsp}€`);
    expect(formatCents(5)).toBe(`0,05${nbsp}€`);
  });
});

describe('dates in Madrid time', () => {
  it('applies summer (UTC+2) and winter (UTC+1) time', () => {
    expect(formatDateTime('2026-07-15T10:00:00Z')).toBe('15/07/2026 - 12:00 h');
    expect(formatDateTime('2026-01-15T10:00:00Z')).toBe('15/01/2026 - 11:00 h');
  });

  it('rolls over to the next day in Madrid before it does in UTC', () => {
    expect(formatDate('2026-03-31T22:30:00Z')).toBe('01/04/2026');
    expect(formatDate(new Date('2026-12-31T23:30:00Z'))).toBe('01/01/2027');
  });

  it('formats a time with "h"', () => {
    expect(formatTime(Date.UTC(2026, 10, 22, 17, 5))).toBe('18:05 h');
    expect(formatTime('2026-11-22T23:00:00Z')).toBe('00:00 h');
  });

  it('crosses the October change back to winter time', () => {
    expect(formatDateTime('2026-10-25T00:30:00Z')).toBe('25/10/2026 - 02:30 h');
    expect(formatDateTime('2026-10-25T01:30:00Z')).toBe('25/10/2026 - 02:30 h');
  });
});

describe('durations', () => {
  it('shows hours, minutes and seconds, with days when there are any', () => {
    expect(formatDuration(59)).toBe('00:00:59');
    expect(formatDuration(3661)).toBe('01:01:01');
    expect(formatDuration(93_784)).toBe('1d 02:03:04');
    expect(formatDuration(10 * 86_400)).toBe('10d 00:00:00');
  });

  it('never goes below zero and ignores fractions', () => {
    expect(formatDuration(-5)).toBe('00:00:00');
    expect(formatDuration(59.9)).toBe('00:00:59');
  });
});
