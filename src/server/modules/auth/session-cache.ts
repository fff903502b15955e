import { LRUCache } from 'lru-cache';
import type { TChangeFeed } from '@/server/db/changes.ts';
import type { TDb } from '@/server/db/client.ts';
import {
  findSession,
  hashToken,
  isSessionOver,
  isTouchDue,
  type TSession,
  type TSessionUser,
} from './sessions.service.ts';

type TFound = { session: TSession; user: TSessionUser | null };

/**
 * Sessions kept in memory for the routes that ask for it (`config.cachedSession`): the bid route, whose
 * every statement counts (issue 13, item 3). The database announces ended sessions and changed users
 * (drizzle/0014), which are forgotten at once; the time limit is a safety net. A route that uses it must
 * still check in its own statement what matters to it — the bid checks the session and the user's state
 * under the lot's lock — so a change still on its way cannot let anything through.
 */
export const createSessionCache = (options: {
  db: TDb;
  changes: TChangeFeed;
  ttlMs?: number;
  staffIdleMs?: number;
}) => {
  const { db, changes, ttlMs = 10_000, staffIdleMs } = options;
  const cache = new LRUCache<string, TFound>({ max: 50_000, ttl: ttlMs });
  // Forgets must win over a read in flight, which may have started before the change.
  let forgets = 0;
  const forget = (drop: () => void) => {
    forgets++;
    drop();
  };
  changes.on('sessions', (hash) => forget(() => (hash === null ? cache.clear() : cache.delete(hash))));
  // A user's sessions are not indexed by user: a change to a user (rare beside bids) scans the cache.
  changes.on('users', (id) =>
    forget(() => {
      if (id === null) return cache.clear();
      for (const [hash, found] of cache.entries()) if (found.user?.id === Number(id)) cache.delete(hash);
    }),
  );

  return {
    find: async (token: string, now = new Date()): Promise<TFound | null> => {
      const hash = hashToken(token);
      const cached = cache.get(hash);
      if (cached && !isSessionOver(cached, now, staffIdleMs) && !isTouchDue(cached.session, now))
        return cached;
      const before = forgets;
      const found = await findSession({ db, token, now, staffIdleMs });
      if (found && forgets === before) cache.set(hash, found);
      else cache.delete(hash);
      return found;
    },
  };
};
