import { and, eq, inArray } from 'drizzle-orm';
import type { TLotLive } from '@/common/schemas/lots.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { auctions, liveSales } from '@/server/db/schema/index.ts';

export type TSaleOfLots = {
  startsAt: Date | string | null;
  status: 'waiting' | 'running' | 'finished' | null;
  currentLotId: number | null;
};

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

/**
 * A lot's place in its live sale (docs/live-sales.md), or null: a timed auction's lot, or one of a sale
 * that is over, whose lots are closed or offered again by the clock and so show their result or countdown.
 */
export const lotLive = (sale: TSaleOfLots | undefined, lotId: number | null): TLotLive | null => {
  if (!sale || sale.status === 'finished') return null;
  return {
    status: sale.status ?? 'waiting',
    startsAt: sale.startsAt ? new Date(sale.startsAt).toISOString() : null,
    current: lotId !== null && sale.currentLotId === lotId,
  };
};
