import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('server-synchronised clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
    vi.resetModules();
  });
  afterEach(() => vi.useRealTimers());

  it('runs on server time, whatever the device clock says', async () => {
    const clock = await import('./clock.ts');
    const serverTime = Date.UTC(2026, 10, 22, 12, 0, 0);
    clock.syncClock(serverTime);
    expect(Math.round(clock.serverNow())).toBe(serverTime);
    vi.advanceTimersByTime(5_000);
    expect(Math.round(clock.serverNow())).toBe(serverTime + 5_000);
  });

  it('prefers the X-Server-Time header and corrects for half the round trip', async () => {
    const clock = await import('./clock.ts');
    const startedAt = performance.now();
    vi.advanceTimersByTime(200);
    const response = new Response(null, { headers: { 'x-server-time': '1800000000000' } });
    clock.syncClockFromResponse(response, startedAt);
    // The server answered half-way through the 200 ms round trip.
    expect(Math.round(clock.serverNow())).toBe(1_800_000_000_100);
  });

  it('ticks listeners once a second with one shared timer and stops with the last one', async () => {
    const clock = await import('./clock.ts');
    clock.syncClock(Date.UTC(2026, 10, 22, 12, 0, 0, 500));
    const counts = [0, 0];
    const stops = counts.map((_, index) => clock.subscribeToClock(() => counts[index]!++));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(500);
    expect(counts).toEqual([1, 1]);
    vi.advanceTimersByTime(3_000);
    expect(counts).toEqual([4, 4]);
    stops[0]!();
    expect(vi.getTimerCount()).toBe(1);
    stops[1]!();
    expect(vi.getTimerCount()).toBe(0);
    expect(clock.clockListenerCount()).toBe(0);
  });
});
