import { and, desc, eq } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import { depositReference } from '@/common/payment-reference.ts';
import type { TProfile } from '@/common/schemas/auth.ts';
import type { TVatCheck } from '@/common/schemas/vat.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { auctions, subscriptions, users } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { mailFormats } from '@/server/mail/messages/index.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { subscriptionRequestedMail } from '@/server/mail/templates.ts';
import type { TSite } from '../auth/accounts.service.ts';
import { readBankAccount } from '../config-data/config-data.service.ts';
import { toSubscription } from '../deposits/subscription-answer.ts';
import { assertMayTakePart } from '../fair-play/conflicts.ts';
import { houseViesRequester } from '../vat/vies-requester.ts';
import { assertMayBuy, checkBuyerVat, type TViesOptions } from './buyer-eligibility.ts';

/**
 * The bidder's side of subscriptions: subscribing, their list, the account their deposit goes back to. The
 * admin's side (lists, decisions) is in subscriptions.admin.service.ts.
 */

/** A VIES answer as the subscription keeps it; nothing when no EU VAT number was checked. */
export const viesColumns = (check: TVatCheck | null) =>
  check
    ? {
        viesVatNumber: `${check.countryCode}${check.vatNumber}`,
        viesValid: check.checkedWith === 'vies' ? check.valid : null,
        viesCheckedOn: check.checkedOn ? new Date(check.checkedOn) : new Date(),
        viesConsultation: check.consultationNumber,
        viesName: check.name,
      }
    : {};

const findUserSubscription = async (
  db: TDb | TTx,
  { auctionId, userId }: { auctionId: number; userId: number },
) => {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.auctionId, auctionId), eq(subscriptions.userId, userId)));
  return row;
};

/**
 * Subscribes the user to an auction, saving the invoicing data they confirmed. Subscribing twice returns
 * the subscription they already have (docs/product.md#subscriptions).
 */
export const subscribe = async ({
  db,
  site,
  userId,
  auctionId,
  profile,
  refundIban,
  vies,
}: {
  db: TDb;
  site: TSite;
  userId: number;
  auctionId: number;
  profile: TProfile;
  refundIban?: string;
  vies: TViesOptions;
}) => {
  const [auction] = await db
    .select()
    .from(auctions)
    .where(and(eq(auctions.id, auctionId), eq(auctions.published, true)));
  if (!auction) throw notFound(apiText.subscriptions.auctionNotPublished);
  const existing = await findUserSubscription(db, { auctionId, userId });
  if (existing) return toSubscription(existing);
  if (!auction.subscriptionIsOpen || auction.status !== 'open') {
    throw new AppError('BUSINESS_RULE', apiText.subscriptions.registrationClosed);
  }
  await assertMayTakePart(db, { userId, auctionId });
  // The EU VAT number is checked in VIES for every auction (kept for the invoice), and must be valid where
  // only professionals may buy.
  const vatCheck = await checkBuyerVat(profile, vies, await houseViesRequester(db));
  assertMayBuy(auction, profile, vatCheck);
  // Read before the transaction: on the embedded database a second connection would wait for it for ever.
  const account = auction.caution !== null ? await readBankAccount({ db }) : null;
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...profile, updatedOn: new Date() })
      .where(eq(users.id, userId));
    const [created] = await tx
      .insert(subscriptions)
      // The refund account is optional here: it is asked for afterwards and needed only to refund.
      .values({
        auctionId,
        userId,
        refundIban: auction.caution !== null ? (refundIban ?? null) : null,
        ...viesColumns(vatCheck),
      })
      .onConflictDoNothing()
      .returning();
    // Another request of the same user may have subscribed in between: theirs is the one returned.
    const row = created ?? (await findUserSubscription(tx, { auctionId, userId }))!;
    if (created) {
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      await queueMail(
        tx,
        user!,
        subscriptionRequestedMail(
          site,
          user!,
          { title: auction.title, url: `${site.publicUrl}/subastas/${auction.id}` },
          auction.caution === null
            ? null
            : {
                amount: mailFormats(user!.language).cents(auction.caution),
                iban: account?.iban ?? null,
                holder: account?.holder || null,
                reference: depositReference(created.id),
              },
          auction.caution !== null && !created.refundIban ? myAuctionsUrl(site) : null,
        ),
      );
    }
    return toSubscription(row);
  });
};

/** "Mis subastas › Inscritas", where the bidder gives the refund account (e-mails link to it). */
export const myAuctionsUrl = (site: TSite) => `${site.publicUrl}/mi-cuenta/subastas/inscritas`;

export const listUserSubscriptions = async ({ db, userId }: { db: TDb; userId: number }) =>
  (
    await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdOn))
  ).map(toSubscription);

/** The bidder changes where their deposit is returned, until it has been. */
export const setRefundIban = async ({
  db,
  id,
  userId,
  refundIban,
}: {
  db: TDb;
  id: number;
  userId: number;
  refundIban: string;
}) => {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  if (!row) throw notFound(apiText.subscriptions.subscriptionMissing);
  if (row.depositStatus === 'refunded' || row.depositStatus === 'forfeited')
    throw new AppError('BUSINESS_RULE', apiText.subscriptions.depositSettled);
  const [updated] = await db
    .update(subscriptions)
    .set({ refundIban })
    .where(eq(subscriptions.id, id))
    .returning();
  return toSubscription(updated!);
};
