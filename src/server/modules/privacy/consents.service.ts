import { asc, eq } from 'drizzle-orm';
import { consentWording, type TConsentSource } from '@/common/consents.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { consents } from '@/server/db/schema/index.ts';

/**
 * Records the newsletter box as the person left it, with the words beside it (docs/privacy.md). Pass the
 * transaction that saves the choice, so the record exists exactly when the choice does.
 */
export const recordNewsletterConsent = (
  db: TDb | TTx,
  { userId, isGiven, source }: { userId: number; isGiven: boolean; source: TConsentSource },
) =>
  db.insert(consents).values({
    userId,
    purpose: 'newsletter',
    isGiven,
    wording: consentWording.newsletter,
    source,
  });

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
