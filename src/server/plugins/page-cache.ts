/**
 * Pages shared between visitors for `ttlMs`: every visitor gets the same HTML (rendered anonymously, with
 * its meta tags and preloads), and building it is the dearest thing the server does for a reader (a home
 * page listing two hundred auctions costs a fifth of a second of CPU; bench/reads.ts). Visitors asking while a page is being
 * rendered wait for that render rather than starting their own. Staleness is harmless: the page carries
 * the live event it was read at and the browser replays every later one (notify.ts `latestLiveEventId`),
 * and countdowns move on from the render time.
 *
 * Failed renders are not kept. Past `maxEntries` pages (a search for every word typed), the oldest goes.
 */
export const createPageCache = <T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) => {
  /** `doneAt` is undefined while the page is being rendered. */
  const entries = new Map<string, { page: Promise<T>; doneAt?: number }>();
  return (key: string, render: () => Promise<T>): Promise<T> => {
    if (ttlMs === 0) return render();
    const entry = entries.get(key);
    if (entry && (entry.doneAt === undefined || Date.now() - entry.doneAt < ttlMs)) return entry.page;
    const page = render();
    const fresh: { page: Promise<T>; doneAt?: number } = { page };
    entries.delete(key);
    entries.set(key, fresh);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    page.then(
      () => {
        fresh.doneAt = Date.now();
      },
      () => {
        if (entries.get(key) === fresh) entries.delete(key);
      },
    );
    return page;
  };
};
