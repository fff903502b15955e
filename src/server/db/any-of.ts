import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1::int[])`: a list of ids as one array parameter. Drizzle's `inArray` sends one parameter
 * per id, and building that SQL for an auction's 400 lots took a sixth of the auction page's time
 * (bench/reads.ts); PostgreSQL uses the same index either way.
 */
export const anyOf = (column: Column, ids: readonly number[]): SQL =>
  sql`${column} = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;
