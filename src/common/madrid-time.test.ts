import { describe, expect, it } from 'vitest';
import { fromMadridLocal, toMadridLocal } from './madrid-time.ts';

describe('Madrid wall-clock times', () => {
  it('round-trips winter and summer times', () => {
    expect(fromMadridLocal('2026-12-10T17:00')).toBe('2026-12-10T16:00:00.000Z');
    expect(fromMadridLocal('2026-07-10T17:00')).toBe('2026-07-10T15:00:00.000Z');
    expect(toMadridLocal('2026-12-10T16:00:00Z')).toBe('2026-12-10T17:00');
    expect(toMadridLocal(fromMadridLocal('2026-03-29T12:30'))).toBe('2026-03-29T12:30');
  });
});
