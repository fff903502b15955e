import { and, eq, max } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { type auctions, lots } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { findAuction } from '../auctions/auctions.service.ts';
import { recordAudit } from '../audit/audit.service.ts';

/** When lots end: an auction's lots close one after another, `lotInterval` minutes apart (docs/product.md#lot-schedule), and how. */
const minute = 60_000;

/** Where the lot after one ending at `lastEnd` ends: one interval later; the first lot ends with its auction. */
export const nextLotEnd = (
  auction: Pick<typeof auctions.$inferSelect, 'endDate' | 'lotInterval'>,
  lastEnd: Date | null,
) => (lastEnd ? new Date(lastEnd.getTime() + auction.lotInterval * minute) : auction.endDate);

/** A lot closes sold when its highest bid reaches its starting price. */
export const isSoldAtClose = (lot: { maxBid: number | null; price: number }) =>
  lot.maxBid !== null && lot.maxBid >= lot.price;

/** The order and end of an auction's last lot (0 and null without lots), to add lots after it. */
export const readLastLot = async (db: TDb | TTx, auctionId: number) => {
  const [row] = await db
    .select({ lastOrder: max(lots.order), lastEnd: max(lots.endDate) })
    .from(lots)
    .where(eq(lots.auctionId, auctionId));
  return { lastOrder: row?.lastOrder ?? 0, lastEnd: row?.lastEnd ? new Date(row.lastEnd) : null };
};

/** Where a new lot of the auction should end, after the current last one. */
export const nextLotEndDate = async ({ db, auctionId }: { db: TDb; auctionId: number }) => {
  const auction = await findAuction(db, auctionId);
  return nextLotEnd(auction, (await readLastLot(db, auctionId)).lastEnd);
};

/** Moves the end of every open lot by `minutes` (e.g. to postpone an auction); never into the past. */
export const shiftLotEnds = async ({
  db,
  auctionId,
  minutes,
  actorId,
}: {
  db: TDb;
  auctionId: number;
  minutes: number;
  actorId: number;
}) => {
  await findAuction(db, auctionId);
  const open = await db
    .select()
    .from(lots)
    .where(and(eq(lots.auctionId, auctionId), eq(lots.status, 'open')));
  const now = Date.now();
  if (open.some((lot) => lot.endDate.getTime() + minutes * minute <= now)) {
    throw new AppError('BUSINESS_RULE', apiText.lots.shiftIntoPast, {
      fields: { minutes: apiText.lots.shiftTooLarge },
    });
  }
  await db.transaction(async (tx) => {
    for (const lot of open)
      await tx
        .update(lots)
        .set({ endDate: new Date(lot.endDate.getTime() + minutes * minute) })
        .where(eq(lots.id, lot.id));
    await recordAudit(tx, {
      actorId,
      entity: 'auction',
      entityId: auctionId,
      action: 'lots-shift',
      changes: { minutes, lots: open.length },
    });
  });
  return open.length;
};
