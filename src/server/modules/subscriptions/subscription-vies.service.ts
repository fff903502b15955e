/** The clerk's re-check of a subscriber's EU VAT number in VIES (docs/after-the-hammer.md, "Buyers abroad"). */
import { eq } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDb } from '@/server/db/client.ts';
import { subscriptions, users } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { houseViesRequester } from '../vat/vies-requester.ts';
import { checkBuyerVat, type TViesOptions } from './buyer-eligibility.ts';
import { viesColumns } from './subscriptions.service.ts';

/**
 * Checks the buyer's current EU VAT number in VIES again, with the house as requester, and keeps the new
 * answer on the subscription: when VIES did not answer at subscription, or the buyer changed the number.
 * The invoices issued after it rely on it; those already issued are rectified to change.
 */
export const recheckSubscriptionVies = async ({
  db,
  subscriptionId,
  vies,
  adminId,
}: {
  db: TDb;
  subscriptionId: number;
  vies: TViesOptions;
  adminId: number;
}) => {
  const [row] = await db
    .select({ subscription: subscriptions, user: users })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptions.id, subscriptionId));
  if (!row) throw notFound(apiText.subscriptions.subscriptionMissing);
  // A fresh answer, with a consultation number of its own, not the day's cached one.
  const check = await checkBuyerVat(row.user, vies, await houseViesRequester(db), { fresh: true });
  if (!check)
    throw new AppError('BUSINESS_RULE', apiText.subscriptions.noEuVatId, {
      fields: { vatId: apiText.subscriptions.noEuVatId },
    });
  const [updated] = await db
    .update(subscriptions)
    .set(viesColumns(check))
    .where(eq(subscriptions.id, subscriptionId))
    .returning();
  await recordAudit(db, {
    actorId: adminId,
    entity: 'subscription',
    entityId: subscriptionId,
    action: 'vies-check',
    changes: {
      vatNumber: updated!.viesVatNumber,
      valid: updated!.viesValid,
      consultation: updated!.viesConsultation,
    },
  });
  return updated!;
};
