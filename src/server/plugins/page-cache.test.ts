import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageCache } from './page-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A render that counts its calls and settles, in call order, when the test says so. */
const controlledRender = () => {
  let calls = 0;
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const render = () => {
    calls++;
    return new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return {
    render,
    calls: () => calls,
    finish: (value: string) => pending.shift()!.resolve(value),
    fail: () => pending.shift()!.reject(new Error('boom')),
  };
};

describe('createPageCache', () => {
  it('shares one render among visitors who ask while it runs and for ttl after it ends', async () => {
    vi.useFakeTimers();
    const cache = createPageCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const page = controlledRender();
    const first = cache('/subastas/1', page.render);
    const second = cache('/subastas/1', page.render);
    page.finish('v1');
    expect(await Promise.all([first, second])).toEqual(['v1', 'v1']);
    vi.advanceTimersByTime(999);
    expect(await cache('/subastas/1', page.render)).toBe('v1');
    expect(page.calls()).toBe(1);

    vi.advanceTimersByTime(1);
    const third = cache('/subastas/1', page.render);
    page.finish('v2');
    expect(await third).toBe('v2');
    expect(page.calls()).toBe(2);
  });

  it('keeps each address apart, forgets failures and the oldest page past the limit', async () => {
    const cache = createPageCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    const page = controlledRender();
    const failed = cache('/a', page.render);
    page.fail();
    await expect(failed).rejects.toThrow('boom');
    const retried = cache('/a', page.render);
    page.finish('a');
    expect(await retried).toBe('a');
    for (const path of ['/b', '/c']) {
      const rendering = cache(path, page.render);
      page.finish(path);
      await rendering;
    }
    expect(page.calls()).toBe(4);
    // '/a' was the oldest of three: rendered again; '/c' is still there.
    const again = cache('/a', page.render);
    page.finish('a2');
    expect(await again).toBe('a2');
    expect(await cache('/c', page.render)).toBe('/c');
    expect(page.calls()).toBe(5);
  });

  it('renders every request when the time is 0', async () => {
    const cache = createPageCache<string>({ ttlMs: 0, maxEntries: 10 });
    let calls = 0;
    const render = async () => `v${++calls}`;
    expect([await cache('/', render), await cache('/', render)]).toEqual(['v1', 'v2']);
  });
});
