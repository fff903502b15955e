import { sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';

/**
 * What autovacuum does on PostgreSQL, for the embedded database (PGlite), which has none: dead rows
 * reclaimed and statistics brought up to date. Without it the planner keeps what it knew when the tables
 * were new: a plan made for an empty `lot_bidders` scanned the whole table three times a bid once it had
 * grown (docs/benchmarks.md, "Statistics"). Every plan is made again after an ANALYZE. Tables whose pages
 * have not changed are skipped by VACUUM through the visibility map, so a quiet site pays little.
 */
export const maintainEmbedded = async ({ db }: { db: TDb }) => {
  await db.execute(sql`vacuum (analyze)`);
};
