import type { TDatabase } from './client.ts';

/** Where the database announces changes that instances cache (drizzle/0014: triggers on the tables). */
export const CHANGES_CHANNEL = 'lonja_changes';

/**
 * The tables whose rows instances keep in memory; each trigger says `table:key` of the changed row.
 * `catalogue` is said by the server itself after an admin's write (modules/catalogue/catalogue-changes.ts);
 * `lists:<table>` by statement triggers on the tables lists read (drizzle/0051).
 */
export type TCachedTable = 'config_data' | 'users' | 'sessions' | 'catalogue' | 'lists';

/**
 * `key` is the changed row's key, or null when changes may have been missed (the LISTEN connection was
 * re-established) and everything cached from the table must go.
 */
type TChangeListener = (key: string | null) => void;

export type TChangeFeed = {
  on: (table: TCachedTable, listener: TChangeListener) => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * One per app instance: turns the database's notifications into "forget this" calls on the caches that
 * registered, so a setting an admin saves, a ban or a logout reaches every instance's memory at commit.
 */
export const createChangeFeed = (database: TDatabase): TChangeFeed => {
  const listeners = new Map<TCachedTable, TChangeListener[]>();
  let unlisten: (() => Promise<void>) | null = null;
  const emit = (payload: string) => {
    const split = payload.indexOf(':');
    if (split < 0) {
      for (const list of listeners.values()) for (const listener of list) listener(null);
      return;
    }
    const table = payload.slice(0, split) as TCachedTable;
    for (const listener of listeners.get(table) ?? []) listener(payload.slice(split + 1));
  };
  return {
    on: (table, listener) => listeners.set(table, [...(listeners.get(table) ?? []), listener]),
    start: async () => {
      unlisten = await database.listen(CHANGES_CHANNEL, emit);
    },
    stop: async () => {
      await unlisten?.();
      unlisten = null;
    },
  };
};
