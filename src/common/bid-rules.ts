import type { TBidRange } from './schemas/config-data.ts';

/**
 * The admin's ranges as the bid engine uses them: thresholds in cents, ascending and distinct, the first
 * one 0 (below the first range its increment applies), each with its increment in cents (at least one, so
 * the next bid always goes up). Ranges are in euros and sorted here, so the stored order does not matter;
 * of two ranges starting at the same cent the later one counts. The database's bid function gets these
 * same steps (`place_bid`, drizzle/0020), so the rounding from euros is written once, here.
 */
export const bidSteps = (ranges: readonly TBidRange[]): { thresholds: number[]; increments: number[] } => {
  const sorted = [...ranges].sort((a, b) => a.value - b.value);
  const cents = (euros: number) => Math.round(euros * 100);
  // Below the first range, the first range's increment; with no range at all, one euro.
  const thresholds = [0];
  const increments = [Math.max(1, cents(sorted[0]?.increment ?? 1))];
  for (const range of sorted) {
    // Rounded: 1.1 × 100 is 110.00000000000001 in floating point, and 110 cents must reach it.
    const threshold = Math.max(0, cents(range.value));
    const increment = Math.max(1, cents(range.increment));
    if (thresholds.at(-1) === threshold) increments[increments.length - 1] = increment;
    else {
      thresholds.push(threshold);
      increments.push(increment);
    }
  }
  return { thresholds, increments };
};

/** The increment in cents that applies at `amountCents`: the last range starting at most there (docs/product.md#increments). */
export const incrementAt = (amountCents: number, ranges: readonly TBidRange[]): number => {
  const { thresholds, increments } = bidSteps(ranges);
  let step = 0;
  while (step + 1 < thresholds.length && thresholds[step + 1]! <= amountCents) step++;
  return increments[step]!;
};

/** The least amount in cents the next bid on a lot must reach (docs/product.md#bids). */
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
 * Soft close (docs/product.md#soft-close): a bid inside the last `windowSeconds` moves the lot's end to
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
