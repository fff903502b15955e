import { and, eq } from 'drizzle-orm';
import { anyOf } from '@/server/db/any-of.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { lotBidders, lots } from '@/server/db/schema/index.ts';

/** "Pujador 3": how the public knows a bidder on a lot (docs/product.md#pseudonyms); user ids never leave the back office. */
export const pseudonym = (number: number) => `Pujador ${number}`;

/** The leader's pseudonym on each of the given lots (lots nobody leads are absent). */
export const loadLeaders = async (db: TDb | TTx, lotIds: number[]) => {
  if (lotIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ lotId: lotBidders.lotId, number: lotBidders.number })
    .from(lotBidders)
    .innerJoin(lots, and(eq(lots.id, lotBidders.lotId), eq(lots.maxBidderId, lotBidders.userId)))
    .where(anyOf(lotBidders.lotId, lotIds));
  return new Map(rows.map((row) => [row.lotId, pseudonym(row.number)]));
};

/** One user's pseudonym on each of the given lots where they bid: for their own view only. */
export const loadMyPseudonyms = async (db: TDb, userId: number, lotIds: number[]) => {
  if (lotIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ lotId: lotBidders.lotId, number: lotBidders.number })
    .from(lotBidders)
    .where(and(eq(lotBidders.userId, userId), anyOf(lotBidders.lotId, lotIds)));
  return new Map(rows.map((row) => [row.lotId, pseudonym(row.number)]));
};
