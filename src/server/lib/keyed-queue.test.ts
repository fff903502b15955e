import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createKeyedQueue', () => {
  it('runs one task at a time per key, in order, others side by side, past failures', async () => {
    const queue = createKeyedQueue<number>();
    const log: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await pause(ms);
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      queue(1, task('a', 20, true)),
      queue(1, task('b', 1)),
      queue(2, task('c', 5)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log).toEqual(['start a', 'start c', 'end c', 'end a', 'start b', 'end b']);
  });

  it('runs up to its concurrency per key, never more', async () => {
    const queue = createKeyedQueue<string>(2);
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        queue('lot', async () => {
          most = Math.max(most, ++running);
          await pause(2);
          running--;
        }),
      ),
    );
    expect(most).toBe(2);
  });
});
