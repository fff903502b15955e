import type { TBidRange } from './schemas/config-data.ts';

/**
 * The increment in cents that applies at `amountCents`: the last range whose `value × 100` is at most
 * the amount (SPEC §9). Ranges are in euros and are sorted here, so the stored order does not matter.
 */
export const incrementAt = (amountCents: number, ranges: readonly TBidRange[]): number => {
  const sorted = [...ranges].sort((a, b) => a.value - b.value);
  let increment = sorted[0]?.increment ?? 1;
  for (const range of sorted) {
    // Rounded: 1.1 × 100 is 110.00000000000001 in floating point, and 110 cents must reach it.
    if (Math.round(range.value * 100) <= amountCents) increment = range.increment;
  }
  // At least one cent, so the next bid always goes up.
  return Math.max(1, Math.round(increment * 100));
};

/** The least amount in cents the next bid on a lot must reach (DESIGN §5). */
export const minimumNextBid = (
  lot: { price: number; maxBid: number | null },
  ranges: readonly TBidRange[],
): number => (lot.maxBid === null ? lot.price : lot.maxBid + incrementAt(lot.maxBid, ranges));

/** The next `count` amounts a quick-bid button can offer, each one increment above the previous. */
export const nextBidSteps = (
  lot: { price: number; maxBid: number | null },
  ranges: readonly TBidRange[],
  count: number,
): number[] => {
  const steps: number[] = [];
  let amount = minimumNextBid(lot, ranges);
  for (let i = 0; i < count; i++) {
    steps.push(amount);
    amount += incrementAt(amount, ranges);
  }
  return steps;
};

/**
 * Soft close (DESIGN §5): a bid inside the last `windowSeconds` moves the lot's end to
 * now + `extensionSeconds`, so nobody can win by sniping in the final second.
 */
export const softCloseEnd = (
  endDate: Date,
  now: Date,
  softClose: { windowSeconds: number; extensionSeconds: number },
): Date => {
  const insideWindow = endDate.getTime() - now.getTime() <= softClose.windowSeconds * 1000;
  if (!insideWindow) return endDate;
  const extended = now.getTime() + softClose.extensionSeconds * 1000;
  return new Date(Math.max(endDate.getTime(), extended));
};
