import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TLanguage } from '@/common/language.ts';
import { depositReference } from '@/common/payment-reference.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { auctions, subscriptions, users } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { mailFormats, mailMessages } from '@/server/mail/messages/index.ts';
import { subscriptionDecisionMail } from '@/server/mail/templates.ts';
import { queueServiceNotice } from '@/server/modules/notifications/service-notice.ts';
import type { TSite } from '../auth/accounts.service.ts';
import { readBankAccount } from '../config-data/config-data.service.ts';
import { toSubscription } from '../deposits/subscription-answer.ts';
import { assertMayTakePart } from '../fair-play/conflicts.ts';
import { givePaddleOnAcceptance } from '../live-sales/live-sales.service.ts';
import { bidderBrief } from '../users/user-brief.ts';
import { myAuctionsUrl } from './subscriptions.service.ts';

/** The admin's side of subscriptions (docs/product.md#subscriptions): the lists, accepting or rejecting, deleting. */

type TRow = typeof subscriptions.$inferSelect;

/** Users and auctions named by a page of subscriptions, keyed by id, for the admin tables. */
const relatedRecords = async (db: TDb, rows: TRow[]) => {
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const auctionIds = [...new Set(rows.map((row) => row.auctionId))];
  const [userRows, auctionRows] = await Promise.all([
    userIds.length ? db.select().from(users).where(inArray(users.id, userIds)) : Promise.resolve([]),
    auctionIds.length
      ? db.select().from(auctions).where(inArray(auctions.id, auctionIds))
      : Promise.resolve([]),
  ]);
  return {
    users: Object.fromEntries(userRows.map((user) => [String(user.id), bidderBrief(user)])),
    auctions: Object.fromEntries(
      auctionRows.map((auction) => [
        String(auction.id),
        { id: auction.id, title: auction.title, caution: auction.caution, status: auction.status },
      ]),
    ),
  };
};

export const listPendingSubscriptions = async ({ db }: { db: TDb }) => {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.status, 'pending'))
    .orderBy(asc(subscriptions.createdOn))
    .limit(500);
  return { subscriptions: rows.map(toSubscription), ...(await relatedRecords(db, rows)) };
};

export const listSubscriptions = async (options: {
  db: TDb;
  page: number;
  limit: number;
  filter?: { status?: TRow['status']; auctionId?: number; userId?: number; paid?: boolean };
  order?: { field: 'createdOn' | 'status'; direction: 'asc' | 'desc' };
}) => {
  const { db, page, limit, filter = {}, order } = options;
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(subscriptions.status, filter.status) : undefined,
    filter.auctionId ? eq(subscriptions.auctionId, filter.auctionId) : undefined,
    filter.userId ? eq(subscriptions.userId, filter.userId) : undefined,
    filter.paid === undefined ? undefined : eq(subscriptions.paid, filter.paid),
  ];
  const where = and(...conditions);
  const column = order?.field === 'status' ? subscriptions.status : subscriptions.createdOn;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(where)
      .orderBy(order?.direction === 'asc' ? asc(column) : desc(column), desc(subscriptions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(subscriptions).where(where),
  ]);
  return {
    subscriptions: rows.map(toSubscription),
    total: totals?.total ?? 0,
    ...(await relatedRecords(db, rows)),
  };
};

/** Accepts or rejects a subscription and tells the user by e-mail. */
export const decideSubscription = async ({
  db,
  site,
  id,
  accepted,
  isChange = false,
}: {
  db: TDb;
  site: TSite;
  id: number;
  accepted: boolean;
  /** Changing a decision already taken (and e-mailed) must be said explicitly. */
  isChange?: boolean;
}) => {
  // Read before the transaction: on the embedded database a second connection would wait for it for ever.
  const account = await readBankAccount({ db });
  return db.transaction(async (tx) => {
    await lockForDecision(tx, id, isChange);
    const [row] = await tx
      .update(subscriptions)
      .set({ status: accepted ? 'accepted' : 'rejected', decidedOn: new Date() })
      .where(eq(subscriptions.id, id))
      .returning();
    if (!row) throw notFound(apiText.subscriptions.subscriptionMissing);
    if (accepted) {
      await assertMayTakePart(tx, { userId: row.userId, auctionId: row.auctionId });
      await givePaddleOnAcceptance(tx, row.auctionId);
    }
    await tellDecision(tx, { site, row, accepted, account });
    return toSubscription(row);
  });
};

/** The subscription, locked; one already decided is decided again only when the admin says it is a change. */
const lockForDecision = async (tx: TTx, id: number, isChange: boolean) => {
  const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  if (!current) throw notFound(apiText.subscriptions.subscriptionMissing);
  if (current.status !== 'pending' && !isChange) {
    throw new AppError('CONFLICT', apiText.subscriptions.alreadyDecided(current.status === 'accepted'));
  }
};

type TBankAccount = Awaited<ReturnType<typeof readBankAccount>>;

/** The user hears of the decision by e-mail and push, in their language. */
const tellDecision = async (
  tx: TTx,
  { site, row, accepted, account }: { site: TSite; row: TRow; accepted: boolean; account: TBankAccount },
) => {
  const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
  const [auction] = await tx.select().from(auctions).where(eq(auctions.id, row.auctionId));
  const url = `${site.publicUrl}/subastas/${auction!.id}`;
  const says = mailMessages(user!.language).push;
  const deposit = accepted ? depositStillOwed(row, auction!.caution, account, user!.language) : null;
  await queueServiceNotice(tx, {
    user: user!,
    kind: 'subscription-decided',
    mail: subscriptionDecisionMail(
      site,
      user!,
      { title: auction!.title, url },
      accepted,
      deposit,
      accepted && auction!.caution !== null && !row.refundIban ? myAuctionsUrl(site) : null,
    ),
    push: {
      title: accepted ? says.accepted(auction!.title) : says.refused(auction!.title),
      body: !accepted ? says.refusedBody : deposit ? says.depositBody(deposit.amount) : says.bidNowBody,
      url,
    },
  });
};

/** Accepted with the deposit still to pay: the e-mail says again how much, where and with which reference. */
const depositStillOwed = (row: TRow, caution: number | null, account: TBankAccount, language: TLanguage) =>
  caution === null || row.paid
    ? null
    : {
        amount: mailFormats(language).cents(caution),
        iban: account?.iban ?? null,
        holder: account?.holder || null,
        reference: depositReference(row.id),
      };

export const deleteSubscription = async ({ db, id }: { db: TDb; id: number }) => {
  const [row] = await db.delete(subscriptions).where(eq(subscriptions.id, id)).returning();
  if (!row) throw notFound(apiText.subscriptions.subscriptionMissing);
};
