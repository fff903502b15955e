import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closingOutcome, decideBlock, isReserveMet } from './lot-award.ts';

const cents = fc.integer({ min: 0, max: 50_000_000 });
const bid = fc.option(cents, { nil: null });
const margin = fc.integer({ min: 0, max: 1000 });
const group = fc.record({
  blockBid: bid,
  memberBids: fc.array(bid, { minLength: 1, maxLength: 12 }),
  marginPercent: margin,
});

describe('the en bloc decision', () => {
  it('names exactly one side, and the block only when it beats the lots by more than the margin', () => {
    fc.assert(
      fc.property(group, (input) => {
        const decision = decideBlock(input);
        const sum = input.memberBids.reduce<number>((total, value) => total + (value ?? 0), 0);
        expect(decision.lotsSum).toBe(sum);
        const beats = input.blockBid !== null && input.blockBid * 100 > sum * (100 + input.marginPercent);
        expect(decision.winner).toBe(beats ? 'block' : 'lots');
      }),
    );
  });

  it('leaves the lots on a tie and when the block has no bid', () => {
    fc.assert(
      fc.property(fc.array(bid, { minLength: 1, maxLength: 12 }), (memberBids) => {
        const sum = memberBids.reduce<number>((total, value) => total + (value ?? 0), 0);
        expect(decideBlock({ blockBid: sum, memberBids, marginPercent: 0 }).winner).toBe('lots');
        expect(decideBlock({ blockBid: null, memberBids, marginPercent: 0 }).winner).toBe('lots');
      }),
    );
  });

  it('is monotonic in the block bid: a block that wins still wins with a higher bid', () => {
    fc.assert(
      fc.property(group, cents, (input, raise) => {
        if (decideBlock(input).winner !== 'block') return;
        expect(decideBlock({ ...input, blockBid: input.blockBid! + raise }).winner).toBe('block');
      }),
    );
  });

  it('says the least block bid that wins: that bid wins, one cent less does not', () => {
    fc.assert(
      fc.property(group, (input) => {
        const { blockNeeds } = decideBlock(input);
        expect(decideBlock({ ...input, blockBid: blockNeeds }).winner).toBe('block');
        expect(decideBlock({ ...input, blockBid: blockNeeds - 1 }).winner).toBe('lots');
      }),
    );
  });

  it('a higher margin never turns lots into block', () => {
    fc.assert(
      fc.property(group, margin, (input, extra) => {
        if (decideBlock(input).winner === 'lots')
          expect(decideBlock({ ...input, marginPercent: input.marginPercent + extra }).winner).toBe('lots');
      }),
    );
  });

  it('beats the sum by 10 %: 1 100,01 € against 1 000 € of lots wins, 1 100 € does not', () => {
    const memberBids = [60_000, 40_000];
    expect(decideBlock({ blockBid: 110_001, memberBids, marginPercent: 10 }).winner).toBe('block');
    expect(decideBlock({ blockBid: 110_000, memberBids, marginPercent: 10 }).winner).toBe('lots');
  });
});

describe('what closing does with a lot', () => {
  const lot = {
    maxBid: 150_000,
    price: 100_000,
    reservePrice: null,
    requiresApproval: false,
    awaitingBlock: false,
  };
  it('adjudicates at once when nothing waits', () => expect(closingOutcome(lot)).toBe('awarded'));
  it('is unsold without a bid reaching the price', () =>
    expect(closingOutcome({ ...lot, maxBid: null, awaitingBlock: true })).toBe('unsold'));
  it('waits for the admin below the reserve, whatever else', () => {
    expect(closingOutcome({ ...lot, reservePrice: 150_001 })).toBe('below-reserve');
    expect(closingOutcome({ ...lot, reservePrice: 150_001, requiresApproval: true })).toBe('below-reserve');
    expect(closingOutcome({ ...lot, reservePrice: 150_000 })).toBe('awarded');
  });
  it('is provisional when the auction requires approval', () =>
    expect(closingOutcome({ ...lot, requiresApproval: true })).toBe('provisional'));
  it('waits for its en bloc decision first', () =>
    expect(closingOutcome({ ...lot, reservePrice: 999_999, awaitingBlock: true })).toBe('block-waiting'));
  it('tells the public only whether the reserve is met', () => {
    expect(isReserveMet({ maxBid: null, reservePrice: null })).toBeNull();
    expect(isReserveMet({ maxBid: null, reservePrice: 1 })).toBe(false);
    expect(isReserveMet({ maxBid: 5, reservePrice: 5 })).toBe(true);
  });
});
