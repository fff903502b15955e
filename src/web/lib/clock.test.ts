import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type TClock = typeof import('./clock.ts');

// The clock is module state, like the page it lives in: every test loads a fresh copy.
const loadClock = async (): Promise<TClock> => {
  vi.resetModules();
  return import('./clock.ts');
};

const T = Date.UTC(2026, 10, 22, 12, 0, 0);

/** A response as the API sends it, optionally `delayMs` after the request started. */
const respond = (headers: Record<string, string>, delayMs = 0) => {
  const startedAt = performance.now();
  vi.advanceTimersByTime(delayMs);
  return { response: new Response(null, { headers }), startedAt };
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
  // The device's clock is an hour and more off; nothing after a sync may depend on it.
  vi.setSystemTime(T - 3_723_456);
});
afterEach(() => vi.useRealTimers());

describe('server time', () => {
  it('follows the device clock only until the server has spoken', async () => {
    const clock = await loadClock();
    expect(clock.serverNow()).toBe(T - 3_723_456);
    clock.syncClock(T);
    expect(clock.serverNow()).toBe(T);
  });

  it('advances with the monotonic clock, whatever happens to the device clock', async () => {
    const clock = await loadClock();
    clock.syncClock(T);
    vi.advanceTimersByTime(5_000);
    expect(clock.serverNow()).toBe(T + 5_000);
    vi.setSystemTime(0);
    vi.advanceTimersByTime(1_000);
    expect(clock.serverNow()).toBe(T + 6_000);
  });

  it('places the server time at the midpoint of the request', async () => {
    const clock = await loadClock();
    vi.advanceTimersByTime(1_400);
    clock.syncClock(T, 1_000, 1_400);
    // The server answered 200 ms before the response arrived.
    expect(clock.serverNow()).toBe(T + 200);
  });

  it('reads X-Server-Time from a response and corrects for half the round trip', async () => {
    const clock = await loadClock();
    const { response, startedAt } = respond({ 'x-server-time': String(T) }, 200);
    expect(clock.syncClockFromResponse(response, startedAt)).toBe(true);
    expect(clock.serverNow()).toBe(T + 100);
  });

  it('falls back on the Date header, whole seconds only, until something better comes', async () => {
    const clock = await loadClock();
    const date = { date: new Date(T).toUTCString() };
    expect(clock.syncClockFromResponse(new Response(null, { headers: date }), performance.now())).toBe(true);
    // Truncated to the second, so the middle of that second is the best guess.
    expect(clock.serverNow()).toBe(T + 500);

    const precise = respond({ 'x-server-time': String(T + 900), ...date }, 40);
    expect(clock.syncClockFromResponse(precise.response, precise.startedAt)).toBe(true);
    expect(clock.serverNow()).toBe(T + 920);

    // Later, at T + 920 ms by the precise sample, the header still says T: true, but worth less.
    const later = respond(date);
    expect(clock.syncClockFromResponse(later.response, later.startedAt)).toBe(false);
    expect(clock.serverNow()).toBe(T + 920);
  });

  it('ignores responses without a usable time', async () => {
    const clock = await loadClock();
    const none = respond({ 'x-server-time': 'pronto', date: 'ayer' });
    expect(clock.syncClockFromResponse(none.response, none.startedAt)).toBe(false);
    expect(clock.serverNow()).toBe(T - 3_723_456);
  });

  it('ignores responses the browser may have served from its cache', async () => {
    const clock = await loadClock();
    const cacheable: Record<string, string>[] = [
      { 'cache-control': 'public, max-age=3600' },
      { 'cache-control': 's-maxage=60' },
      { 'cache-control': 'max-age=31536000, immutable' },
      { age: '1800' },
      { 'last-modified': new Date(T - 1_800_000).toUTCString() },
    ];
    for (const headers of cacheable) {
      const cached = respond({ ...headers, 'x-server-time': String(T - 1_800_000) });
      expect(clock.syncClockFromResponse(cached.response, cached.startedAt)).toBe(false);
    }
    for (const cacheControl of ['no-store', 'no-cache', 'max-age=0']) {
      const fresh = respond({ 'cache-control': cacheControl, 'x-server-time': String(T) });
      expect(clock.syncClockFromResponse(fresh.response, fresh.startedAt)).toBe(true);
    }
  });
});

describe('choosing between measurements', () => {
  it('keeps a quick measurement over a slow one that agrees with it', async () => {
    const clock = await loadClock();
    const quick = respond({ 'x-server-time': String(T + 10) }, 20);
    clock.syncClockFromResponse(quick.response, quick.startedAt);
    expect(clock.serverNow()).toBe(T + 20);

    // An upload: ten seconds on the way, the server stamped its time at the end.
    const slow = respond({ 'x-server-time': String(T + 10_019) }, 10_000);
    expect(clock.syncClockFromResponse(slow.response, slow.startedAt)).toBe(false);
    expect(clock.serverNow()).toBe(T + 10_020);
  });

  it('takes a measurement that contradicts the kept one, however slow', async () => {
    const clock = await loadClock();
    clock.syncClock(T);
    // The device slept for an hour and its monotonic clock stood still meanwhile.
    const afterSleep = respond({ 'x-server-time': String(T + 3_600_000 + 2_500) }, 2_000);
    expect(clock.syncClockFromResponse(afterSleep.response, afterSleep.startedAt)).toBe(true);
    expect(clock.serverNow()).toBe(T + 3_600_000 + 3_500);
  });

  it('lets an old measurement give way to a slightly worse new one, as clocks drift apart', async () => {
    const clock = await loadClock();
    clock.syncClock(T, 0, 20);
    vi.advanceTimersByTime(20);
    const soon = respond({ 'x-server-time': String(T + 50) }, 60);
    expect(clock.syncClockFromResponse(soon.response, soon.startedAt)).toBe(false);

    vi.advanceTimersByTime(10 * 60_000);
    const later = respond({ 'x-server-time': String(T + 10 * 60_000 + 95) }, 60);
    expect(clock.syncClockFromResponse(later.response, later.startedAt)).toBe(true);
    expect(clock.serverNow()).toBe(T + 10 * 60_000 + 125);
  });
});

describe('the shared tick', () => {
  it('ticks every listener once a second, on whole server seconds, with one timer', async () => {
    const clock = await loadClock();
    clock.syncClock(T + 300);
    const seen: number[][] = [[], []];
    const stops = seen.map((times) => clock.subscribeToClock(() => times.push(clock.serverNow())));
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(699);
    expect(seen).toEqual([[], []]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([[T + 1_000], [T + 1_000]]);
    vi.advanceTimersByTime(3_000);
    expect(seen[0]).toEqual([T + 1_000, T + 2_000, T + 3_000, T + 4_000]);
    expect(seen[1]).toEqual(seen[0]);
    expect(vi.getTimerCount()).toBe(1);

    stops[0]!();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(seen.map((times) => times.length)).toEqual([4, 5]);

    stops[1]!();
    expect(vi.getTimerCount()).toBe(0);
    expect(clock.clockListenerCount()).toBe(0);
  });

  it('starts again for the next subscriber', async () => {
    const clock = await loadClock();
    clock.syncClock(T);
    clock.subscribeToClock(() => {})();
    expect(vi.getTimerCount()).toBe(0);
    let ticks = 0;
    const stop = clock.subscribeToClock(() => ticks++);
    vi.advanceTimersByTime(2_000);
    expect(ticks).toBe(2);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('realigns to the new whole second after a re-sync, never ticking twice in one second', async () => {
    const clock = await loadClock();
    clock.syncClock(T);
    const seen: number[] = [];
    clock.subscribeToClock(() => seen.push(clock.serverNow()));
    vi.advanceTimersByTime(1_000);
    clock.syncClock(T + 1_000 + 600);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(400);
    expect(seen).toEqual([T + 1_000, T + 2_000]);
    clock.syncClock(T + 1_700);
    vi.advanceTimersByTime(1_000);
    expect(seen).toEqual([T + 1_000, T + 2_000]);
    vi.advanceTimersByTime(300);
    expect(seen).toEqual([T + 1_000, T + 2_000, T + 3_000]);
  });

  it('keeps ticking for everyone when one listener throws', async () => {
    const clock = await loadClock();
    clock.syncClock(T);
    let ticks = 0;
    clock.subscribeToClock(() => {
      throw new Error('roto');
    });
    clock.subscribeToClock(() => ticks++);
    expect(() => vi.advanceTimersByTime(1_000)).toThrow('roto');
    expect(() => vi.advanceTimersByTime(1_000)).toThrow('roto');
    expect(ticks).toBe(2);
    expect(vi.getTimerCount()).toBe(1);
  });
});

describe('countdowns', () => {
  it('rounds up, so the last second shows and the end is never announced early', async () => {
    const { countdownAt } = await loadClock();
    const end = new Date(T + 90_000);
    expect(countdownAt(end, T)).toEqual({ secondsLeft: 90, isOver: false });
    expect(countdownAt(end, T + 89_001)).toEqual({ secondsLeft: 1, isOver: false });
    expect(countdownAt(end, T + 89_999)).toEqual({ secondsLeft: 1, isOver: false });
    expect(countdownAt(end, T + 90_000)).toEqual({ secondsLeft: 0, isOver: true });
    expect(countdownAt(end, T + 95_000)).toEqual({ secondsLeft: 0, isOver: true });
    expect(countdownAt('2026-11-23T12:00:00Z', T)).toEqual({ secondsLeft: 86_400, isOver: false });
  });

  it('treats an unreadable end date as over', async () => {
    const { countdownAt } = await loadClock();
    expect(countdownAt('sin fecha', T)).toEqual({ secondsLeft: 0, isOver: true });
  });

  it('renders server time in whole seconds through the hooks', async () => {
    const clock = await loadClock();
    clock.syncClock(T + 250);
    const Probe = () => {
      const now = clock.useServerNow();
      const { secondsLeft, isOver } = clock.useCountdown('2026-11-22T12:01:30Z');
      return `${now} ${secondsLeft} ${isOver}`;
    };
    expect(renderToString(createElement(Probe))).toBe(`${T} 90 false`);
  });
});
