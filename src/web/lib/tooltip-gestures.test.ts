import { describe, expect, it } from 'vitest';
import { createReopenGuard, createTapTracker } from './tooltip-gestures.ts';

describe('tooltip gestures (docs/product.md#the-browser)', () => {
  it('counts a touch as a tap while it stays within 20 px', () => {
    const tap = createTapTracker();
    tap.start({ x: 100, y: 100 });
    tap.move({ x: 112, y: 116 }); // 20 px away exactly
    expect(tap.end()).toBe(true);
  });

  it('takes a touch that moves further than 20 px for a scroll, even if it comes back', () => {
    const tap = createTapTracker();
    tap.start({ x: 100, y: 100 });
    tap.move({ x: 100, y: 121 });
    tap.move({ x: 100, y: 100 });
    expect(tap.end()).toBe(false);
    // The next touch starts afresh.
    tap.start({ x: 10, y: 10 });
    expect(tap.end()).toBe(true);
  });

  it('blocks reopening for 300 ms after a global close, and only then', () => {
    let clock = 1000;
    const guard = createReopenGuard(300, () => clock);
    expect(guard.mayOpen()).toBe(true);
    guard.closedGlobally();
    clock += 299;
    expect(guard.mayOpen()).toBe(false);
    clock += 1;
    expect(guard.mayOpen()).toBe(true);
  });
});
