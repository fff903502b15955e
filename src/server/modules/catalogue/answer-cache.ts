import { prepareBody, type TPreparedBody } from '@/server/lib/prepared-body.ts';

/**
 * What a build gives: the auction the answer shows (a lot's is its auction's), or `null` for an answer that
 * lists many (the home's open auctions, a page of the auction list): forgotten with any auction. An answer
 * whose rows depend on the clock (a "running" filter) says until when it holds (`until`, epoch ms).
 */
export type TBuiltAnswer = {
  auctionId: number | null;
  body: string;
  until?: number;
  /**
   * A list that shows no bid — no price, bid count or leader, as the auction lists and the back office's
   * users, auctions and subscriptions — says `false`: a bid that moved no lot's end leaves it. A list shows
   * bids unless it says otherwise.
   */
  showsBids?: boolean;
};

export type TAnswerCache = {
  /**
   * The answer kept under `key` ("auction:7", "lot:42", "auctions:open"), or `build` run and its result
   * kept, unless anything about its auction was forgotten while it ran (its reads may predate that
   * change). Requests that come while an answer is being built wait for that build rather than starting
   * their own. An answer past its `until` is built again.
   */
  answer: (key: string, build: () => Promise<TBuiltAnswer>) => Promise<TPreparedBody>;
  /**
   * Waits until every change committed before the call has been forgotten here (db/client.ts `fence`):
   * after it, nothing kept is older than anything anyone has been told. `answer` does it itself; a caller
   * of `version` does it first.
   */
  caughtUp: () => Promise<void>;
  /** A token that changes whenever the auction's answers (its own and its lots') may have changed. */
  version: (auctionId: number) => string;
  /**
   * A live event of the auction (a bid, a close, an extension) or a write to it was committed: its answers
   * go, and so do the lists (an answer built with `auctionId: null`). `'bids'`: a bid that moved no lot's
   * end, which leaves the lists that show no bids.
   */
  forgetAuction: (auctionId: number, change?: 'bids' | 'anything') => void;
  /** A table that lists read was written (`lists:<table>` on the changes channel): every list goes. */
  forgetLists: () => void;
  /** Anything may have changed (an admin's edit, other bid increments, a lost LISTEN connection). */
  forgetAll: () => void;
  size: () => number;
};

/**
 * Per-record answers of the public auction and lot endpoints, per instance (issue #17). Nothing expires by
 * time: an answer goes when its auction changes, which every instance learns at commit through NOTIFY —
 * live events name their auction (live/notify.ts), admin writes say "everything" (catalogue-changes.ts).
 * Notifications travel on their own, so before answering from memory the instance waits for one round
 * trip on its LISTEN connections (`caughtUp`), shared by every request waiting meanwhile: a bid that one
 * instance has acknowledged has then been forgotten on every other (no table read, no hashing).
 * A forget is counted, not timed: a build that started before the latest forget of its auction serves the
 * request that asked for it but is not kept, since it may have read the data from before that change.
 *
 * Lists (the home's open auctions, the published list's pages, the searches, the back office's users,
 * auctions and subscriptions) show many records: any auction's forget forgets them too — though a bid that
 * moved no lot's end only those that show bids (`showsBids`: prices, counts, leaders) — and so does any
 * write to a table they read (users, subscriptions, auctions: a statement trigger says `lists:<table>` at commit,
 * drizzle/0051), so they are exactly as fresh as the per-auction answers. Writes are far rarer than reads
 * of a list, and the first read after one rebuilds it once for everyone.
 *
 * Bounded by the bytes of its bodies (`maxBytes`): past it, the least recently used answers go.
 */
/**
 * The answers kept, by key and by owning auction (0 and -1 own the lists), bounded by the bytes of their bodies:
 * past `maxBytes`, the least recently used go.
 */
const createAnswerStore = (maxBytes: number) => {
  const entries = new Map<string, { auctionId: number; body: TPreparedBody; until: number }>();
  /** The keys kept per auction, so a bid forgets its auction's answers without a walk over all. */
  const keysOf = new Map<number, Set<string>>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.identity.length;
    const keys = keysOf.get(entry.auctionId);
    keys?.delete(key);
    if (keys?.size === 0) keysOf.delete(entry.auctionId);
  };
  const keep = (key: string, auctionId: number, body: TPreparedBody, until: number) => {
    drop(key);
    entries.set(key, { auctionId, body, until });
    keysOf.set(auctionId, (keysOf.get(auctionId) ?? new Set()).add(key));
    bytes += body.identity.length;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };
  /** The entry under `key` if still good, made the most recently used (last, so the bound drops the coldest). */
  const fresh = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.until <= Date.now()) drop(key);
    else if (entry) {
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    }
    return undefined;
  };
  const dropOwned = (auctionId: number) => {
    for (const key of keysOf.get(auctionId) ?? []) drop(key);
  };
  const clear = () => {
    entries.clear();
    keysOf.clear();
    bytes = 0;
  };
  return { keep, fresh, dropOwned, clear, size: () => entries.size };
};

export const createAnswerCache = ({
  maxBytes,
  fence,
}: {
  maxBytes: number;
  fence: () => Promise<void>;
}): TAnswerCache => {
  const store = createAnswerStore(maxBytes);
  const building = new Map<string, { since: number; body: Promise<TPreparedBody> }>();
  /** Forgets so far; when each auction, and everything, was last forgotten. */
  let forgets = 0;
  let allForgottenAt = 0;
  const forgottenAt = new Map<number, number>();
  /** Auction ids start at 1: 0 owns the lists (built with `auctionId: null`), -1 those that show no bids. */
  const lists = 0;
  const listsWithoutBids = -1;
  /** The last forget that may have changed more than bids. */
  let beyondBidsAt = 0;

  /**
   * A list has changed with any forget, one without bids with any but a bid's; an auction's answers with
   * their own or everything's.
   */
  const changedSince = (since: number, auctionId: number) =>
    auctionId === lists
      ? forgets > since
      : auctionId === listsWithoutBids
        ? beyondBidsAt > since
        : allForgottenAt > since || (forgottenAt.get(auctionId) ?? 0) > since;

  /** A fence that failed (a LISTEN connection down) leaves nothing kept to trust. */
  const caughtUp = () =>
    fence().catch(() => {
      forgetAll();
    });
  const forgetAll = () => {
    forgets++;
    allForgottenAt = forgets;
    beyondBidsAt = forgets;
    forgottenAt.clear();
    store.clear();
  };

  return {
    caughtUp,
    answer: async (key, build) => {
      await caughtUp();
      const kept = store.fresh(key);
      if (kept) return kept;
      const pending = building.get(key);
      if (pending && pending.since === forgets) return pending.body;
      const since = forgets;
      const body = build().then(({ auctionId, body: text, until = Number.POSITIVE_INFINITY, showsBids }) => {
        const prepared = prepareBody(text, 'application/json; charset=utf-8');
        const owner = auctionId ?? (showsBids === false ? listsWithoutBids : lists);
        if (!changedSince(since, owner)) store.keep(key, owner, prepared, until);
        return prepared;
      });
      building.set(key, { since, body });
      const done = () => {
        if (building.get(key)?.body === body) building.delete(key);
      };
      body.then(done, done);
      return body;
    },
    version: (auctionId) => `${allForgottenAt}.${forgottenAt.get(auctionId) ?? 0}`,
    forgetAuction: (auctionId, change = 'anything') => {
      forgets++;
      forgottenAt.set(auctionId, forgets);
      store.dropOwned(auctionId);
      store.dropOwned(lists);
      if (change === 'bids') return;
      beyondBidsAt = forgets;
      store.dropOwned(listsWithoutBids);
    },
    forgetLists: () => {
      forgets++;
      beyondBidsAt = forgets;
      store.dropOwned(lists);
      store.dropOwned(listsWithoutBids);
    },
    forgetAll,
    size: store.size,
  };
};
