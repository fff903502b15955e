import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { serverKeys } from '@/server/db/schema/index.ts';

/** Keys already read, per database: once stored a key never changes, so each process reads it once. */
const known = new WeakMap<TDb, Map<string, Promise<unknown>>>();

/**
 * A key the server makes for itself the first time it needs one and keeps in the database, so every
 * instance and every restart uses the same (a browser's push subscription is bound to the VAPID key).
 * Read once per process; made only when the database has none (two instances racing keep the first).
 */
export const serverKey = <T>(db: TDb, name: string, create: () => T): Promise<T> => {
  const keys = known.get(db) ?? new Map<string, Promise<unknown>>();
  known.set(db, keys);
  const read = async () => {
    const stored = () => db.select().from(serverKeys).where(eq(serverKeys.name, name));
    let [row] = await stored();
    if (!row) {
      await db.insert(serverKeys).values({ name, value: create() }).onConflictDoNothing();
      [row] = await stored();
    }
    return row!.value as T;
  };
  const pending = keys.get(name) ?? read();
  keys.set(name, pending);
  // A failed read (database down) is not kept: the next call tries again.
  pending.catch(() => keys.delete(name));
  return pending as Promise<T>;
};
