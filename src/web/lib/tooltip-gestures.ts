/**
 * Tooltip behaviour (docs/product.md#the-browser), kept apart from React so it can be tested alone:
 * - a touch is a tap only while the finger stays within 20 px of where it landed; a finger that moves
 *   further is scrolling the page and opens nothing;
 * - after a global close (a tap or click elsewhere, Escape), no tooltip opens again for 300 ms, so the very
 *   tap that closed one does not reopen it (or open the one under the finger).
 */
export const TOUCH_MOVE_TOLERANCE_PX = 20;
export const REOPEN_BLOCK_MS = 300;

export type TPoint = { x: number; y: number };

/** Follows one touch from start to end and says whether it was a tap. */
export const createTapTracker = (tolerance = TOUCH_MOVE_TOLERANCE_PX) => {
  let start: TPoint | null = null;
  let moved = false;
  return {
    start(point: TPoint) {
      start = point;
      moved = false;
    },
    move(point: TPoint) {
      if (start && Math.hypot(point.x - start.x, point.y - start.y) > tolerance) moved = true;
    },
    /** True when the touch that just ended was a tap (it never left the tolerance). */
    end() {
      const wasTap = start !== null && !moved;
      start = null;
      return wasTap;
    },
  };
};

/** When the last global close happened: one clock for every tooltip on the page. */
export const createReopenGuard = (blockMs = REOPEN_BLOCK_MS, now: () => number = Date.now) => {
  let closedAt = Number.NEGATIVE_INFINITY;
  return {
    closedGlobally() {
      closedAt = now();
    },
    mayOpen() {
      return now() - closedAt >= blockMs;
    },
  };
};
