import { useCurrentUser } from '@/web/lib/session.ts';
import { useRunningBids } from './api/get-running-bids.ts';

/** Where the user stands on a lot they have bid on: in front (with their hidden maximum) or outbid. */
export type TMyStanding = { leads: boolean; myMaximum: number | null };

/**
 * Bidders are pseudonyms in public answers and live events; my running bids say which one is me, so the
 * lot's leader (live) compared with mine says whether I lead. Null for a visitor or a lot I have not bid on.
 */
export const useMyStanding = (lot: { id: number; leader: string | null } | undefined): TMyStanding | null => {
  const user = useCurrentUser();
  const running = useRunningBids(user !== null);
  const mine = lot ? running.data?.data.lots.find((item) => item.id === lot.id) : undefined;
  if (!lot || user === null || !mine) return null;
  return { leads: mine.myBidder != null && lot.leader === mine.myBidder, myMaximum: mine.myMaximum };
};
