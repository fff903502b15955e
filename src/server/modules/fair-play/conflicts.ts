import { sql } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
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

/** Why the person may not take part ("pujar" or "inscribirte"), in the request's language. */
export const conflictMessage = (conflict: string, doing: 'pujar' | 'inscribirte') =>
  conflict === 'staff'
    ? apiText.fairPlay.staffConflict(doing)
    : apiText.fairPlay.consignorConflict(doing, conflict.slice('consignor:'.length));

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
