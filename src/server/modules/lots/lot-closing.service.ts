import { eq } from 'drizzle-orm';
import type { TLiveLotClosedEvent } from '@/common/schemas/bids.ts';
import type { TTx } from '@/server/db/client.ts';
import { lots } from '@/server/db/schema/index.ts';
import { recordLiveEvent } from '@/server/live/notify.ts';
import { concludeClosedLot } from './lot-award.service.ts';

type TLotRow = typeof lots.$inferSelect;

/**
 * Closes one open lot (row locked by the caller) and concludes it: adjudicated, waiting or unsold, with its
 * live event. The one way a lot closes: at its end by the closer (modules/lots/close-lots.ts), and at the hammer in
 * a live sale (modules/live-sales), so what follows the hammer is the same for both.
 */
export const closeLot = async (
  tx: TTx,
  lot: TLotRow,
  auction: { requiresApproval: boolean },
  now: Date,
  { withEvent = true } = {},
) => {
  await tx.update(lots).set({ status: 'closed', closedOn: now }).where(eq(lots.id, lot.id));
  const closed = { ...lot, status: 'closed' as const, closedOn: now };
  await concludeClosedLot(tx, closed, auction, now);
  const [after] = await tx.select({ sold: lots.sold }).from(lots).where(eq(lots.id, lot.id));
  const payload: TLiveLotClosedEvent = { lotId: lot.id, sold: after?.sold ?? false, maxBid: lot.maxBid };
  if (withEvent) await recordLiveEvent(tx, { auctionId: lot.auctionId, type: 'lot-closed', payload });
  return payload;
};
