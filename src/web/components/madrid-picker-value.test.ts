import { describe, expect, it } from 'vitest';
import { fromPickerValue, toPickerValue } from './madrid-picker-value.ts';

describe('the value a Madrid picker shows and gives back', () => {
  it('shows the Madrid wall clock of an instant on either side of each change of time', () => {
    // Last Sunday of March 2027 (28th): 01:59 winter, then 03:00 summer.
    expect(toPickerValue('2027-03-28T00:59:00.000Z')).toBe('2027-03-28 01:59:00');
    expect(toPickerValue('2027-03-28T01:00:00.000Z')).toBe('2027-03-28 03:00:00');
    // Last Sunday of October 2027 (31st): 02:59 summer, then 02:00 winter again.
    expect(toPickerValue('2027-10-31T00:59:00.000Z')).toBe('2027-10-31 02:59:00');
    expect(toPickerValue('2027-10-31T01:00:00.000Z')).toBe('2027-10-31 02:00:00');
  });

  it('gives the instant of what the clerk picked, read as Madrid time', () => {
    // A week before Madrid changes (New York already has): winter time, UTC+1.
    expect(fromPickerValue('2027-03-20 10:00:00')).toBe('2027-03-20T09:00:00.000Z');
    // The day of the change, after it: summer time, UTC+2.
    expect(fromPickerValue('2027-03-28 18:00:00')).toBe('2027-03-28T16:00:00.000Z');
    expect(fromPickerValue('2027-10-30 18:00:00')).toBe('2027-10-30T16:00:00.000Z');
    expect(fromPickerValue('2027-10-31 18:00:00')).toBe('2027-10-31T17:00:00.000Z');
    // A time that does not exist in March is an hour later; one that happens twice in October, the first.
    expect(fromPickerValue('2027-03-28 02:30:00')).toBe('2027-03-28T01:30:00.000Z');
    expect(fromPickerValue('2027-10-31 02:30:00')).toBe('2027-10-31T00:30:00.000Z');
  });

  it('round-trips through the picker', () => {
    for (const iso of ['2026-12-01T09:00:00.000Z', '2027-07-15T16:45:00.000Z', '2027-03-28T01:00:00.000Z']) {
      expect(fromPickerValue(toPickerValue(iso))).toBe(iso);
    }
  });
});
