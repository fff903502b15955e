import { and, eq, inArray } from 'drizzle-orm';
import type { TLotLive } from '@/common/schemas/catalogue.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { auctions, liveSales } from '@/server/db/schema/index.ts';

/** Each live auction's sale as the lot lists need it: its status, start and the lot being called. */
export const loadLiveSales = async (db: TDb | TTx, auctionIds: number[]) => {
  const ids = [...new Set(auctionIds)];
  if (ids.length === 0) return new Map<number, TSaleOfLots>();
  const rows = await db
    .select({
      auctionId: auctions.id,
      startsAt: auctions.liveStartsAt,
      status: liveSales.status,
      currentLotId: liveSales.currentLotId,
    })
    .from(auctions)
    .leftJoin(liveSales, eq(liveSales.auctionId, auctions.id))
    .where(and(inArray(auctions.id, ids), eq(auctions.format, 'live')));
  return new Map(rows.map((row) => [row.auctionId, row]));
};
type TSaleOfLots = {
  startsAt: Date | null;
  status: 'waiting' | 'running' | 'finished' | null;
  currentLotId: number | null;
};

/**
 * A lot's place in its live sale (docs/live-sales.md), or null: a timed auction's lot, or one of a sale
 * that is over, whose lots are closed or offered again by the clock and so show their result or countdown.
 */
export const lotLive = (
  sales: Map<number, TSaleOfLots>,
  lot: { id: number; auctionId: number },
): TLotLive | null => {
  const sale = sales.get(lot.auctionId);
  if (!sale || sale.status === 'finished') return null;
  return {
    status: sale.status ?? 'waiting',
    startsAt: sale.startsAt?.toISOString() ?? null,
    current: sale.currentLotId === lot.id,
  };
};
