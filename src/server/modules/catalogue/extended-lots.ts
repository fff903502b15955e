import { sql } from 'drizzle-orm';
import { queryRows, type TDb } from '@/server/db/client.ts';
import { readSoftClose } from '../config-data/config-data.service.ts';

/**
 * Open lots whose end a late bid has moved forward (docs/product.md#soft-close), so "Ampliado" beside the
 * countdown survives a reload. `place_bid` sets such a lot's end to the bid's own time plus the extension
 * (drizzle/0020), to the millisecond, so the lot has a bid exactly that long before its end; nothing else
 * does (an admin who moves the end afterwards ends the mark). Read per lot through the bids' lot index.
 */
export const loadExtendedLots = async (db: TDb, lotIds: number[]): Promise<Set<number>> => {
  if (lotIds.length === 0) return new Set();
  const { extensionSeconds } = await readSoftClose({ db });
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select l.id from lots l
      where l.id = any(${`{${lotIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])
        and l.status = 'open' and l.bids_count > 0
        and exists (select 1 from bids b where b.lot_id = l.id
          and b.created_on = l.end_date - ${extensionSeconds}::int * interval '1 second')`,
  );
  return new Set(rows.map((row) => Number(row.id)));
};
