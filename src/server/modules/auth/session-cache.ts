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
 * Sessions kept in memory for the routes that ask for it (`config.cachedSession`), and for the back
 * office's reads (plugins/session.ts). The database announces ended or changed sessions (a second factor,
 * a step-up, a revocation) and changed users (roles, a ban), drizzle/0014 and drizzle/0055, which are
 * forgotten at once; the time limit is a safety net.
 * - `find`: for a route that still checks in its own statement what matters to it — the bid checks the
 *   session and the user's state under the lot's lock — so a change still on its way cannot let anything
 *   through (issue 13, item 3).
 * - `findFenced`: first waits until every change committed before the call has been forgotten here
 *   (db/client.ts `fence`, one round trip shared by every request waiting meanwhile): a session revoked or a
 *   role removed through any instance stops working on this one at once, with no statement of its own.
 */
export const createSessionCache = (options: {
  db: TDb;
  changes: TChangeFeed;
  fence?: () => Promise<void>;
  ttlMs?: number;
  staffIdleMs?: number;
}) => {
  const { db, changes, fence = () => Promise.resolve(), ttlMs = 10_000, staffIdleMs } = options;
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

  const find = async (token: string, now = new Date()): Promise<TFound | null> => {
    const hash = hashToken(token);
    const cached = cache.get(hash);
    if (cached && !isSessionOver(cached, now, staffIdleMs) && !isTouchDue(cached.session, now)) return cached;
    const before = forgets;
    const found = await findSession({ db, token, now, staffIdleMs });
    if (found && forgets === before) cache.set(hash, found);
    else cache.delete(hash);
    return found;
  };

  return {
    find,
    findFenced: async (token: string): Promise<TFound | null> => {
      // A fence that failed (a LISTEN connection down) leaves nothing kept to trust.
      await fence().catch(() => forget(() => cache.clear()));
      return find(token);
    },
  };
};
