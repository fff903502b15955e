import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import { pendingAwardStates } from '@/common/lot-award.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import {
  auctionFollows,
  auctions,
  auditLog,
  consents,
  consignorLinks,
  contactMessages,
  deviceMarks,
  erasures,
  jobs,
  lotFollows,
  lots,
  noticeClocks,
  noticeLedger,
  notificationPreferences,
  offers,
  pendingNotices,
  pushSubscriptions,
  savedSearches,
  sessions,
  settlements,
  subscriptions,
  throttles,
  users,
  userTokens,
} from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { recordAudit } from '@/server/modules/audit/audit.service.ts';
import { assertCurrentPassword } from '@/server/modules/auth/profile.service.ts';
import { settlementViews } from '@/server/modules/settlements/settlement-views.ts';

type TUserRow = typeof users.$inferSelect;

/** Fields of a user that say who they are; their values also leave the audit entries about them. */
const identifyingFields = [
  'firstname',
  'lastname',
  'email',
  'phone1',
  'phone2',
  'companyName',
  'vatId',
  'address',
  'city',
  'postalCode',
  'countryId',
  'provinceId',
  'observations',
] as const;

const erasedValue = '[eliminado]';

/** Why the account cannot be erased yet, in the request's language; null when it can. */
const erasureObstacle = async (tx: TTx, user: TUserRow) => {
  if (user.isAdmin) return apiText.privacy.staffAccount;
  const [leading] = await tx
    .select({ title: lots.title })
    .from(lots)
    .innerJoin(auctions, eq(auctions.id, lots.auctionId))
    .where(
      and(
        eq(lots.maxBidderId, user.id),
        eq(auctions.status, 'open'),
        or(eq(lots.status, 'open'), inArray(lots.awardState, [...pendingAwardStates])),
      ),
    )
    .limit(1);
  if (leading) return apiText.privacy.leadingLot(leading.title);
  const bought = await tx.select().from(settlements).where(eq(settlements.userId, user.id));
  const owed = (await settlementViews(tx, bought)).find((settlement) => settlement.state === 'pending');
  if (owed) return apiText.privacy.settlementOwed(owed.reference);
  const [deposit] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, user.id),
        inArray(subscriptions.depositStatus, ['received', 'refund-due']),
      ),
    )
    .limit(1);
  if (deposit) return apiText.privacy.depositHeld;
  return null;
};

/** Audit entries about the person keep what was done and when, not who they were. */
const redactAuditEntries = async (tx: TTx, userId: number) => {
  const entries = await tx
    .select({ id: auditLog.id, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId))));
  for (const entry of entries) {
    if (!entry.changes || typeof entry.changes !== 'object') continue;
    const changes = { ...(entry.changes as Record<string, unknown>) };
    let isChanged = false;
    for (const field of identifyingFields) {
      if (!(field in changes)) continue;
      const value = changes[field];
      changes[field] = Array.isArray(value) ? value.map(() => erasedValue) : erasedValue;
      isChanged = true;
    }
    if (isChanged) await tx.update(auditLog).set({ changes }).where(eq(auditLog.id, entry.id));
  }
};

/**
 * Erases a bidder's account (GDPR art. 17; what goes and what stays: docs/privacy.md). Invoices are not
 * touched: an issued invoice keeps the buyer's data as issued, and the VERI*FACTU chain with it. Bids,
 * settlements, payments and deposits that moved money stay, pointing at a user row emptied of who they
 * were. Everything else about them is deleted. Refused (409, with the reason) while they lead a lot of an
 * open auction, owe a settlement or have a deposit in the house's hands.
 */
export const eraseAccount = async ({
  db,
  user,
  currentPassword,
}: {
  db: TDb;
  user: TUserRow;
  currentPassword: string;
}) => {
  await assertCurrentPassword(db, user, currentPassword);
  const email = user.email.toLowerCase();
  await db.transaction(async (tx) => {
    // Locked, so a second erasure or a profile change waits for this one.
    const [locked] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    const obstacle = await erasureObstacle(tx, locked!);
    if (obstacle) throw new AppError('CONFLICT', obstacle);

    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(userTokens).where(eq(userTokens.userId, user.id));
    await tx.delete(lotFollows).where(eq(lotFollows.userId, user.id));
    await tx.delete(auctionFollows).where(eq(auctionFollows.userId, user.id));
    await tx.delete(savedSearches).where(eq(savedSearches.userId, user.id));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, user.id));
    await tx.delete(noticeLedger).where(eq(noticeLedger.userId, user.id));
    await tx.delete(pendingNotices).where(eq(pendingNotices.userId, user.id));
    await tx.delete(noticeClocks).where(eq(noticeClocks.userId, user.id));
    await tx.delete(consents).where(eq(consents.userId, user.id));
    // Subscriptions whose deposit moved money are part of that money's record; the others go.
    await tx
      .delete(subscriptions)
      .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.depositStatus, 'pending')));
    // Offers that became a sale are in a settlement; the rest were never a contract.
    await tx.delete(offers).where(and(eq(offers.userId, user.id), ne(offers.status, 'accepted')));
    await tx.update(offers).set({ message: null }).where(eq(offers.userId, user.id));
    await tx.delete(throttles).where(sql`${throttles.key} like ${`%:${email}`}`);
    await tx.delete(jobs).where(and(eq(jobs.kind, 'mail'), sql`lower(${jobs.payload}->>'to') = ${email}`));
    await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${email}`);
    await redactAuditEntries(tx, user.id);
    // Fair play's traces of the person (docs/fair-play.md): their browsers' marks and their consignor links.
    await tx.delete(deviceMarks).where(eq(deviceMarks.userId, user.id));
    await tx.delete(consignorLinks).where(eq(consignorLinks.userId, user.id));

    await tx
      .update(users)
      .set({
        firstname: 'Usuario',
        lastname: 'eliminado',
        // Unique and undeliverable (RFC 2606 reserves .invalid): no one can sign up, recover or log in with it.
        email: `eliminado-${user.id}@eliminado.invalid`,
        phone1: null,
        phone2: null,
        isCompany: false,
        companyName: null,
        vatIdType: 'nif',
        vatId: null,
        address: null,
        city: null,
        postalCode: null,
        countryId: null,
        provinceId: null,
        passwordHash: null,
        signupIp: null,
        subscribed: false,
        observations: null,
        isActive: false,
        deactivatedOn: new Date(),
        // No e-mail is ever queued for it again (mail/outbox.ts).
        hasWrongEmail: true,
        updatedOn: new Date(),
      })
      .where(eq(users.id, user.id));
    await tx.insert(erasures).values({ userId: user.id });
    await recordAudit(tx, { actorId: user.id, entity: 'user', entityId: user.id, action: 'erase' });
  });
};
