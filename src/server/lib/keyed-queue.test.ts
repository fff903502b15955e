import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue.ts';

describe('createKeyedQueue', () => {
  it('runs one task at a time per key, in order, others side by side, past failures', async () => {
    const queue = createKeyedQueue<number>();
    const log: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, ms));
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
});
