import type { TAuctionSummary } from '@/common/schemas/auctions.ts';

export type TAuctionPhase = 'upcoming' | 'running' | 'closed';

/** Running once started, closed when an admin closed it or its last lot has ended (docs/product.md#catalogue). */
export const auctionPhase = (
  auction: Pick<TAuctionSummary, 'status' | 'startDate' | 'endDate' | 'lastLotEndDate'>,
  now: number,
): TAuctionPhase => {
  if (auction.status === 'closed') return 'closed';
  if (new Date(auction.startDate).getTime() > now) return 'upcoming';
  if (new Date(auction.lastLotEndDate ?? auction.endDate).getTime() <= now) return 'closed';
  return 'running';
};
