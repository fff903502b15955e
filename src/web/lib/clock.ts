import { useSyncExternalStore } from 'react';

/**
 * The server-synchronised clock (docs/product.md#live-updates). Countdowns never trust the device's clock, which may
 * be minutes off: the offset between the server's clock and this page's monotonic clock (`performance.now()`,
 * which nobody can set) is measured from API responses, and one shared timer moves every countdown on the
 * page together, on each whole second of server time.
 */

/** A measurement of `server time − performance.now()`, true to within ± `errorMs`. */
type TClockSample = { offsetMs: number; errorMs: number; takenAt: number };

// Computer clocks run apart by well under 100 ppm, so a kept sample's error bound widens by this much per ms.
const DRIFT_PER_MS = 1e-4;
// The `Date` header is the server's time truncated to the second: the truth lies up to a second later.
const DATE_HEADER_ERROR_MS = 500;

let sample: TClockSample | null = null;
// Until the first response arrives, the device's clock is the best guess there is.
let offsetMs = Date.now() - performance.now();

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | null = null;
let lastTickSecond = 0;

/** Server time now, in epoch milliseconds. */
export const serverNow = () => performance.now() + offsetMs;

/** The server's time at the start of the current second: one value for every component during that second. */
const currentSecond = () => Math.floor(serverNow() / 1000) * 1000;

/**
 * A chain of timeouts rather than `setInterval`: each tick aims afresh at the next whole server second, so
 * ticks stay aligned after a re-sync and after the browser has held timers back (background tabs), where an
 * interval would drift. Only one timer is ever pending, whatever the number of listeners.
 */
const schedule = () => {
  timer = setTimeout(tick, 1000 - (serverNow() % 1000));
};

const tick = () => {
  // Rescheduled first, so a listener that throws cannot stop the clock.
  schedule();
  const second = currentSecond();
  // A timer that fires a moment early is still in the old second; the next one follows at once.
  if (second === lastTickSecond) return;
  lastTickSecond = second;
  const errors: unknown[] = [];
  for (const listener of listeners) {
    try {
      listener();
    } catch (error) {
      errors.push(error);
    }
  }
  // Thrown once every listener has had its tick, so one failing countdown neither starves the others nor
  // goes unreported.
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, 'Clock listeners failed');
};

/**
 * Keeps the sample with the tightest error bound (NTP-style), so a slow response (an upload, a heavy query)
 * cannot spoil a good measurement; a sample that contradicts the kept one replaces it whatever its quality.
 */
const record = (serverMs: number, sentAt: number, receivedAt: number, extraErrorMs: number) => {
  if (!Number.isFinite(serverMs) || !(receivedAt >= sentAt)) return false;
  // The server stamped its time somewhere between sending and receiving: assume the middle.
  const candidate: TClockSample = {
    offsetMs: serverMs - (sentAt + receivedAt) / 2,
    errorMs: (receivedAt - sentAt) / 2 + extraErrorMs,
    takenAt: receivedAt,
  };
  if (sample) {
    const keptErrorMs = sample.errorMs + Math.max(0, receivedAt - sample.takenAt) * DRIFT_PER_MS;
    // Bounds that do not overlap mean the kept sample no longer holds: the device slept with its monotonic
    // clock paused (as on macOS and Linux), or the server's clock was set.
    const isContradicted = Math.abs(candidate.offsetMs - sample.offsetMs) > candidate.errorMs + keptErrorMs;
    if (candidate.errorMs > keptErrorMs && !isContradicted) return false;
  }
  sample = candidate;
  offsetMs = candidate.offsetMs;
  if (timer !== null) {
    clearTimeout(timer);
    schedule();
  }
  return true;
};

/**
 * Records the server's time. With the request's start and the response's arrival (`performance.now()`
 * values), the midpoint halves the error the network delay causes. Returns whether the clock took it.
 */
export const syncClock = (
  serverNowMs: number,
  requestStartedAtMs?: number,
  responseReceivedAtMs?: number,
) => {
  const receivedAt = responseReceivedAtMs ?? performance.now();
  return record(serverNowMs, requestStartedAtMs ?? receivedAt, receivedAt, 0);
};

/** A response the browser may have kept from earlier carries the server's time of back then. */
const mayComeFromCache = (response: Response) => {
  const { headers } = response;
  if (headers.has('age')) return true;
  const cacheControl = headers.get('cache-control');
  if (cacheControl === null) return headers.has('expires') || headers.has('last-modified');
  return /(?:^|[\s,])(?:max-age|s-maxage)\s*=\s*"?0*[1-9]|immutable/i.test(cacheControl);
};

/**
 * Syncs from an API response; call it as soon as `fetch` resolves, with the `performance.now()` taken just
 * before the request. Prefers `X-Server-Time` (epoch ms, on every API response); the HTTP `Date` header has
 * only whole seconds (± 500 ms at best), so it counts only until a better sample arrives. Responses that may
 * come from the browser's cache are ignored.
 */
export const syncClockFromResponse = (response: Response, startedAt: number) => {
  const receivedAt = performance.now();
  if (mayComeFromCache(response)) return false;
  const precise = Number(response.headers.get('x-server-time'));
  if (Number.isFinite(precise) && precise > 0) return record(precise, startedAt, receivedAt, 0);
  const date = Date.parse(response.headers.get('date') ?? '');
  if (Number.isNaN(date)) return false;
  return record(date + DATE_HEADER_ERROR_MS, startedAt, receivedAt, DATE_HEADER_ERROR_MS);
};

/** Calls `listener` on each whole second of server time; returns the unsubscribe function. */
export const subscribeToClock = (listener: () => void) => {
  listeners.add(listener);
  if (timer === null) {
    lastTickSecond = currentSecond();
    schedule();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
  };
};

/** How many listeners the clock has (tests check that countdowns do not leak timers). */
export const clockListenerCount = () => listeners.size;

/**
 * The second a server-rendered page was rendered at. The browser's first render must produce the server's
 * markup exactly, countdowns included, so it renders at that second and moves to the present straight after.
 */
let renderedAt: number | null = null;
export const setRenderedAt = (epochMs: number | null) => {
  renderedAt = epochMs === null ? null : Math.floor(epochMs / 1000) * 1000;
};
const renderSecond = () => renderedAt ?? currentSecond();

/** The server's time, whole seconds in epoch milliseconds; re-renders on each new second. */
export const useServerNow = (): number => useSyncExternalStore(subscribeToClock, currentSecond, renderSecond);

/**
 * Whole seconds left until `endDate`, rounded up: "00:00:01" shows during the final second, and `isOver`
 * never comes before the end itself. An unreadable date counts as over rather than showing NaN.
 */
export const countdownAt = (endDate: string | Date, nowMs: number) => {
  const endMs = new Date(endDate).getTime();
  const secondsLeft = Number.isNaN(endMs) ? 0 : Math.max(0, Math.ceil((endMs - nowMs) / 1000));
  return { secondsLeft, isOver: secondsLeft === 0 };
};

/** A countdown to `endDate` on the server's clock, updated every second. */
export const useCountdown = (endDate: string | Date): { secondsLeft: number; isOver: boolean } =>
  countdownAt(endDate, useServerNow());
