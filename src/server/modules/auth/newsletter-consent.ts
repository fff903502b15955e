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
