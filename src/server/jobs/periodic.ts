/**
 * Runs `task` every `everyMs` on this instance until the returned stop is awaited (0: never). A run that
 * is still going when the next is due is not doubled; stopping waits for the run in progress. Each task
 * is safe on several instances by its own means (SKIP LOCKED claims, idempotent deletes).
 */
export const startPeriodic = ({
  task,
  everyMs,
  log,
}: {
  task: () => Promise<unknown>;
  everyMs: number;
  log: (error: unknown) => void;
}) => {
  if (everyMs <= 0) return async () => {};
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= task()
      .catch(log)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
};

export type TTimer = {
  /** Named in the log line when a run fails. */
  name: string;
  everyMs: number;
  task: () => Promise<unknown>;
};

/**
 * The timers of the instance: modules add theirs while the app is built (`app.timers.every`); all start
 * once the app is ready and are stopped, each waiting for its run in progress, when it closes.
 */
export type TTimers = {
  every: (timer: TTimer) => void;
  /** For work with its own pacing (the lot closer): started and stopped with the others. */
  add: (start: () => () => Promise<void>) => void;
  start: () => void;
  stop: () => Promise<void>;
};

export const createTimers = (log: (error: unknown, name: string) => void): TTimers => {
  const starts: (() => () => Promise<void>)[] = [];
  let stops: (() => Promise<void>)[] = [];
  return {
    every: ({ name, everyMs, task }) =>
      starts.push(() => startPeriodic({ task, everyMs, log: (error) => log(error, name) })),
    add: (start) => starts.push(start),
    start: () => {
      stops = starts.map((start) => start());
    },
    stop: async () => {
      for (const stop of stops.splice(0)) await stop();
    },
  };
};
