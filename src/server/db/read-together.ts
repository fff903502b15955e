import { PgTransaction } from 'drizzle-orm/pg-core';
import type { TDb, TTx } from './client.ts';

/**
 * Reads that do not depend on each other, given as drizzle queries (which run only once awaited): at once on
 * the pool, where each takes a connection of its own; one after another in a transaction, whose one
 * connection runs one statement at a time. pg would queue them there, but warns that pg@9 refuses a query
 * sent while another is still running on the same client (test/worker-database.ts turns the warning into
 * an error).
 */
export const readTogether = async <const T extends readonly unknown[]>(
  db: TDb | TTx,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> => {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads)) as never;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read);
  return results as never;
};
