/**
 * Runs tasks one at a time per key, in arrival order; tasks of different keys run side by side. A failed
 * task does not stop the ones queued after it.
 */
export const createKeyedQueue = <K>() => {
  const tails = new Map<K, Promise<unknown>>();
  return <T>(key: K, task: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = run.catch(() => {});
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
};
