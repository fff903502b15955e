import { describe, expect, it } from 'vitest';
import { fromMadridLocal, madridDay, toMadridLocal } from './madrid-time.ts';

describe('Madrid wall-clock times', () => {
  it('round-trips winter and summer times', () => {
    expect(fromMadridLocal('2026-12-10T17:00')).toBe('2026-12-10T16:00:00.000Z');
    expect(fromMadridLocal('2026-07-10T17:00')).toBe('2026-07-10T15:00:00.000Z');
    expect(toMadridLocal('2026-12-10T16:00:00Z')).toBe('2026-12-10T17:00');
    expect(toMadridLocal(fromMadridLocal('2026-03-29T12:30'))).toBe('2026-03-29T12:30');
  });

  it('moves to summer time on the last Sunday of March at 02:00 (01:00 UTC)', () => {
    // 29 March 2026 and 28 March 2027.
    expect(fromMadridLocal('2026-03-29T01:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(fromMadridLocal('2026-03-29T03:00')).toBe('2026-03-29T01:00:00.000Z');
    expect(fromMadridLocal('2027-03-28T18:00')).toBe('2027-03-28T16:00:00.000Z');
    expect(fromMadridLocal('2027-03-27T18:00')).toBe('2027-03-27T17:00:00.000Z');
    expect(toMadridLocal('2026-03-29T00:59:00Z')).toBe('2026-03-29T01:59');
    expect(toMadridLocal('2026-03-29T01:00:00Z')).toBe('2026-03-29T03:00');
  });

  it('reads a time in the hour that does not exist in March as the same time an hour later', () => {
    expect(fromMadridLocal('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(toMadridLocal(fromMadridLocal('2026-03-29T02:30'))).toBe('2026-03-29T03:30');
  });

  it('moves back to winter time on the last Sunday of October at 03:00 (01:00 UTC)', () => {
    // 25 October 2026 and 31 October 2027.
    expect(fromMadridLocal('2026-10-25T01:59')).toBe('2026-10-24T23:59:00.000Z');
    expect(fromMadridLocal('2026-10-25T03:00')).toBe('2026-10-25T02:00:00.000Z');
    expect(fromMadridLocal('2027-10-31T18:00')).toBe('2027-10-31T17:00:00.000Z');
    expect(fromMadridLocal('2027-10-30T18:00')).toBe('2027-10-30T16:00:00.000Z');
    expect(toMadridLocal('2026-10-25T00:30:00Z')).toBe('2026-10-25T02:30');
    expect(toMadridLocal('2026-10-25T01:30:00Z')).toBe('2026-10-25T02:30');
  });

  it('reads a time in the hour that happens twice in October as the first one (summer time)', () => {
    expect(fromMadridLocal('2026-10-25T02:30')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('round-trips every quarter of an hour across both changes', () => {
    for (const start of ['2026-03-28T12:00:00Z', '2026-10-24T12:00:00Z']) {
      for (let quarter = 0; quarter < 4 * 48; quarter += 1) {
        const instant = new Date(Date.parse(start) + quarter * 900_000).toISOString();
        const local = toMadridLocal(instant);
        // Each wall-clock time names one instant, the first of the two in October's repeated hour.
        expect(toMadridLocal(fromMadridLocal(local))).toBe(local);
      }
    }
  });

  it('tells the Madrid day, which can differ from the UTC one', () => {
    expect(madridDay('2026-12-31T23:30:00Z')).toBe('2027-01-01');
    expect(madridDay('2026-07-01T21:59:00Z')).toBe('2026-07-01');
    expect(madridDay('2026-07-01T22:00:00Z')).toBe('2026-07-02');
  });
});
