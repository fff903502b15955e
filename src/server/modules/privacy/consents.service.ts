import { asc, eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { consents } from '@/server/db/schema/index.ts';

/** A person's consents, oldest first: the history of what they agreed to and withdrew. */
export const listConsents = async ({ db, userId }: { db: TDb; userId: number }) =>
  (
    await db
      .select()
      .from(consents)
      .where(eq(consents.userId, userId))
      .orderBy(asc(consents.createdOn), asc(consents.id))
  ).map((row) => ({
    id: row.id,
    purpose: row.purpose,
    isGiven: row.isGiven,
    wording: row.wording,
    source: row.source,
    createdOn: row.createdOn.toISOString(),
  }));
