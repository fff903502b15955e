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
