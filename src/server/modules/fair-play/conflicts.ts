import { sql } from 'drizzle-orm';
import { queryRows, type TDb, type TTx } from '@/server/db/client.ts';
import { AppError } from '@/server/lib/app-error.ts';

/**
 * Conflicts of interest (docs/fair-play.md): staff, and the people linked to an auction's consignor, may
 * neither subscribe to it nor bid on it. The database's `bid_conflict` (drizzle/0038) is the one rule: the
 * subscription and its acceptance ask it here, and `place_bid` asks it under the lot's lock.
 */

/** `bid_conflict`'s answer: 'staff', 'consignor:<NIF>', or null. */
export type TConflict = string | null;

export const conflictOf = async (
  db: TDb | TTx,
  { userId, auctionId }: { userId: number; auctionId: number },
): Promise<TConflict> => {
  const result = await queryRows<{ conflict: TConflict }>(
    db,
    sql`select bid_conflict(${userId}, ${auctionId}) as conflict`,
  );
  return result[0]?.conflict ?? null;
};

/** Why the person may not take part, in the words they are shown ("pujar" or "inscribirte"). */
export const conflictMessage = (conflict: string, doing: 'pujar' | 'inscribirte') =>
  conflict === 'staff'
    ? `No puedes ${doing} en esta subasta: formas parte del personal de la casa de subastas, y el personal no puede pujar en las subastas que gestiona.`
    : `No puedes ${doing} en esta subasta: tu cuenta está vinculada al comitente (NIF ${conflict.slice('consignor:'.length)}) que vende sus lotes, y quien vende no puede pujar por lo suyo.`;

export const conflictError = (conflict: string, doing: 'pujar' | 'inscribirte') =>
  new AppError('FORBIDDEN', conflictMessage(conflict, doing));

/** Refuses (403, saying why) a subscription or its acceptance when the person has a conflict of interest. */
export const assertMayTakePart = async (
  db: TDb | TTx,
  who: { userId: number; auctionId: number },
  doing: 'pujar' | 'inscribirte' = 'inscribirte',
) => {
  const conflict = await conflictOf(db, who);
  if (conflict) throw conflictError(conflict, doing);
};
