import { and, asc, count, eq, inArray, lte, or } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TSavedSearch, TSavedSearchQuery, TSaveSearchRequest } from '@/common/schemas/saved-searches.ts';
import { ZSavedSearchQuerySchema } from '@/common/schemas/saved-searches.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { noticeLedger, pendingNotices, savedSearches } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { search } from '../search/search.service.ts';

/** A person keeps a handful of searches; a script would keep thousands, each one a search to run. */
const maxSavedSearches = 20;
/** How often an "at once" search is looked at, and a daily one. */
const instantEveryMs = 5 * 60_000;
const dailyEveryMs = 24 * 3_600_000;
/** The newest matches looked at per check: new lots are few between two checks. */
const matchesPerCheck = 100;

type TRow = typeof savedSearches.$inferSelect;

const toSavedSearch = (row: TRow): TSavedSearch => ({
  id: row.id,
  name: row.name,
  query: ZSavedSearchQuerySchema.parse(row.query),
  frequency: row.frequency,
  createdOn: row.createdOn.toISOString(),
});

/** The open, published lots the search finds today, as `/buscar` finds them. */
const matchingLotIds = async (db: TDb, query: TSavedSearchQuery) => {
  const { results } = await search({
    db,
    query: { ...query, type: 'lot', status: 'open', order: 'relevance', page: 1, limit: matchesPerCheck },
  });
  return results.map((result) => result.id);
};

/** Lots a user has been told about (or had already seen when saving), so none is announced twice. */
const markSeen = async (db: TDb | TTx, userId: number, lotIds: number[]) =>
  lotIds.length === 0
    ? []
    : db
        .insert(noticeLedger)
        .values(lotIds.map((subjectId) => ({ userId, kind: 'saved-search' as const, subjectId })))
        .onConflictDoNothing()
        .returning({ subjectId: noticeLedger.subjectId });

export const listSavedSearches = async ({ db, userId }: { db: TDb; userId: number }) =>
  (
    await db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(asc(savedSearches.id))
  ).map(toSavedSearch);

/** Saves a search; what it finds today is not news, only lots published from now on are announced. */
export const saveSearch = async ({
  db,
  userId,
  input,
}: {
  db: TDb;
  userId: number;
  input: TSaveSearchRequest;
}) => {
  const [kept] = await db
    .select({ total: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  if ((kept?.total ?? 0) >= maxSavedSearches)
    throw new AppError('BUSINESS_RULE', apiText.savedSearches.tooMany(maxSavedSearches));
  const query = ZSavedSearchQuerySchema.parse(input.query);
  await markSeen(db, userId, await matchingLotIds(db, query));
  const [row] = await db
    .insert(savedSearches)
    .values({ userId, name: input.name, query, frequency: input.frequency })
    .returning();
  return toSavedSearch(row!);
};

const findOwn = async (db: TDb, userId: number, id: number) => {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  if (!row) throw notFound(apiText.savedSearches.notFound);
  return row;
};

export const updateSavedSearch = async (options: {
  db: TDb;
  userId: number;
  id: number;
  changes: Partial<Pick<TSaveSearchRequest, 'name' | 'frequency'>>;
}) => {
  const { db, userId, id, changes } = options;
  await findOwn(db, userId, id);
  const [row] = await db.update(savedSearches).set(changes).where(eq(savedSearches.id, id)).returning();
  return toSavedSearch(row!);
};

export const deleteSavedSearch = async ({ db, userId, id }: { db: TDb; userId: number; id: number }) => {
  await findOwn(db, userId, id);
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
};

/**
 * Runs the saved searches that are due (at once: every five minutes; daily: once a day) and leaves each
 * newly found lot as a pending notice for its user; the notifier sends them, several lots in one message.
 * One statement claims a batch (`FOR UPDATE SKIP LOCKED`, moving their next check on), so several
 * instances share the work and none runs a search twice; the searches then run outside any transaction,
 * as `/buscar` runs them, and each one's news is written in a short transaction of its own.
 */
export const checkSavedSearches = async ({
  db,
  now = new Date(),
  batch = 20,
}: {
  db: TDb;
  now?: Date;
  batch?: number;
}) => {
  const isDue = or(
    and(
      eq(savedSearches.frequency, 'instant'),
      lte(savedSearches.checkedOn, new Date(now.getTime() - instantEveryMs)),
    ),
    and(
      eq(savedSearches.frequency, 'daily'),
      lte(savedSearches.checkedOn, new Date(now.getTime() - dailyEveryMs)),
    ),
  );
  const due = await db
    .update(savedSearches)
    .set({ checkedOn: now })
    .where(
      inArray(
        savedSearches.id,
        db
          .select({ id: savedSearches.id })
          .from(savedSearches)
          .where(isDue)
          .orderBy(asc(savedSearches.checkedOn))
          .limit(batch)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  let found = 0;
  for (const row of due) {
    const lotIds = await matchingLotIds(db, ZSavedSearchQuerySchema.parse(row.query));
    found += await db.transaction(async (tx) => {
      const fresh = await markSeen(tx, row.userId, lotIds);
      if (fresh.length)
        await tx
          .insert(pendingNotices)
          .values(
            fresh.map(({ subjectId }) => ({ userId: row.userId, kind: 'saved-search' as const, subjectId })),
          )
          .onConflictDoNothing();
      return fresh.length;
    });
  }
  return found;
};
