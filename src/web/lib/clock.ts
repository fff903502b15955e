import { useSyncExternalStore } from 'react';

/**
 * The server-synchronised clock (SPEC §4, DESIGN §6). Countdowns use server time: the offset between the
 * server's clock and this page's monotonic clock is measured from API responses, and one shared timer
 * ticks every second for every countdown on the page.
 */
let offsetMs = Date.now() - performance.now();
let hasServerTime = false;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | null = null;
let tick = 0;

/** Records the server's time; the midpoint of the request halves the network delay's error. */
export const syncClock = (serverNowMs: number, requestStartedAt?: number, responseReceivedAt?: number) => {
  const midpoint =
    requestStartedAt !== undefined && responseReceivedAt !== undefined
      ? (requestStartedAt + responseReceivedAt) / 2
      : performance.now();
  offsetMs = serverNowMs - midpoint;
  hasServerTime = true;
};

/** Reads `X-Server-Time` (ms) from an API response; `Date` (whole seconds) only if nothing better came. */
export const syncClockFromResponse = (response: Response, startedAt: number) => {
  const receivedAt = performance.now();
  const precise = Number(response.headers.get('x-server-time'));
  if (Number.isFinite(precise) && precise > 0) return syncClock(precise, startedAt, receivedAt);
  const date = response.headers.get('date');
  if (date && !hasServerTime) syncClock(Date.parse(date), startedAt, receivedAt);
};

/** Server time now, in epoch milliseconds. */
export const serverNow = () => performance.now() + offsetMs;

const schedule = () => {
  // Aligned to the server's next whole second, so every countdown changes together.
  const delay = 1000 - (serverNow() % 1000);
  timer = setTimeout(() => {
    tick++;
    for (const listener of listeners) listener();
    schedule();
  }, delay);
};

/** Calls `listener` every second; returns the unsubscribe function. */
export const subscribeToClock = (listener: () => void) => {
  listeners.add(listener);
  if (!timer) schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearTimeout(timer);
      timer = null;
    }
  };
};

const getTick = () => tick;

/** Re-renders every second with the server's time. */
export const useServerNow = (): number => {
  useSyncExternalStore(subscribeToClock, getTick, getTick);
  return serverNow();
};

export const useCountdown = (endDate: string | Date) => {
  const now = useServerNow();
  const secondsLeft = Math.max(0, Math.floor((new Date(endDate).getTime() - now) / 1000));
  return { secondsLeft, isOver: secondsLeft <= 0 };
};

/** How many countdowns are listening (tests check that timers do not leak). */
export const clockListenerCount = () => listeners.size;
