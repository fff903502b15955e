/**
 * Runs at most `concurrency` tasks at a time per key, the rest in arrival order; tasks of different keys
 * run side by side. A failed task does not stop the ones queued after it.
 */
export const createKeyedQueue = <K>(concurrency = 1) => {
  const lanes = new Map<K, { running: number; waiting: (() => void)[] }>();
  return async <T>(key: K, task: () => Promise<T>): Promise<T> => {
    const lane = lanes.get(key) ?? { running: 0, waiting: [] };
    lanes.set(key, lane);
    if (lane.running >= concurrency) await new Promise<void>((resolve) => lane.waiting.push(resolve));
    else lane.running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, or is given back.
      const next = lane.waiting.shift();
      if (next) next();
      else if (--lane.running === 0) lanes.delete(key);
    }
  };
};
