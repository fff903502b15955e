import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { formatCents } from '@/common/format.ts';
import { depositReference } from '@/common/payment-reference.ts';
import type { TProfile } from '@/common/schemas/auth.ts';
import type { TSubscription } from '@/common/schemas/subscriptions.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions, subscriptions, users } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { subscriptionDecisionMail, subscriptionRequestedMail } from '@/server/mail/templates.ts';
import { queueServiceNotice } from '@/server/modules/notifications/service-notice.ts';
import type { TSite } from '../auth/accounts.service.ts';
import { readBankAccount } from '../config-data/config-data.service.ts';

type TRow = typeof subscriptions.$inferSelect;

export const toSubscription = (row: TRow): TSubscription => ({
  id: row.id,
  auctionId: row.auctionId,
  userId: row.userId,
  status: row.status,
  paid: row.paid,
  depositStatus: row.depositStatus,
  refundIban: row.refundIban,
  createdOn: row.createdOn.toISOString(),
});

/**
 * Subscribes the user to an auction, saving the invoicing data they confirmed. Subscribing twice returns
 * the subscription they already have (SPEC §7, DESIGN §5).
 */
export const subscribe = async ({
  db,
  site,
  userId,
  auctionId,
  profile,
  refundIban,
}: {
  db: TDb;
  site: TSite;
  userId: number;
  auctionId: number;
  profile: TProfile;
  refundIban?: string;
}) => {
  const [auction] = await db
    .select()
    .from(auctions)
    .where(and(eq(auctions.id, auctionId), eq(auctions.published, true)));
  if (!auction) throw notFound('La subasta no existe o no está publicada.');
  const [existing] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.auctionId, auctionId), eq(subscriptions.userId, userId)));
  if (existing) return toSubscription(existing);
  if (!auction.subscriptionIsOpen || auction.status !== 'open') {
    throw new AppError('BUSINESS_RULE', 'Las inscripciones de esta subasta están cerradas.');
  }
  // The deposit is returned by transfer to those who win nothing: the account is asked for up front.
  if (auction.caution !== null && !refundIban) {
    throw new AppError(
      'VALIDATION',
      'Indica la cuenta (IBAN) en la que devolverte el depósito si no resultas adjudicatario.',
      {
        fields: { refundIban: 'Escribe el IBAN para la devolución del depósito.' },
      },
    );
  }
  // Read before the transaction: on the embedded database a second connection would wait for it for ever.
  const account = auction.caution !== null ? await readBankAccount({ db }) : null;
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...profile, updatedOn: new Date() })
      .where(eq(users.id, userId));
    const [created] = await tx
      .insert(subscriptions)
      .values({ auctionId, userId, refundIban: auction.caution !== null ? refundIban : null })
      .onConflictDoNothing()
      .returning();
    const row =
      created ??
      (
        await tx
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.auctionId, auctionId), eq(subscriptions.userId, userId)))
      )[0]!;
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
                amount: formatCents(auction.caution),
                iban: account?.iban ?? null,
                holder: account?.holder || null,
                reference: depositReference(created.id),
              },
        ),
      );
    }
    return toSubscription(row);
  });
};

export const listUserSubscriptions = async ({ db, userId }: { db: TDb; userId: number }) =>
  (
    await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdOn))
  ).map(toSubscription);

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
    users: Object.fromEntries(
      userRows.map((user) => [
        String(user.id),
        {
          id: user.id,
          fullName: `${user.firstname} ${user.lastname}`,
          email: user.email,
          phone1: user.phone1,
          vatId: user.vatId,
          companyName: user.companyName,
        },
      ]),
    ),
    auctions: Object.fromEntries(
      auctionRows.map((auction) => [
        String(auction.id),
        { id: auction.id, title: auction.title, caution: auction.caution },
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
}) =>
  db.transaction(async (tx) => {
    const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    if (!current) throw notFound('La inscripción no existe.');
    if (current.status !== 'pending' && !isChange) {
      throw new AppError(
        'CONFLICT',
        `Esta inscripción ya está ${current.status === 'accepted' ? 'aceptada' : 'rechazada'}: para cambiarla, indica que cambias la decisión.`,
      );
    }
    const [row] = await tx
      .update(subscriptions)
      .set({ status: accepted ? 'accepted' : 'rejected', decidedOn: new Date() })
      .where(eq(subscriptions.id, id))
      .returning();
    if (!row) throw notFound('La inscripción no existe.');
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    const [auction] = await tx.select().from(auctions).where(eq(auctions.id, row.auctionId));
    const url = `${site.publicUrl}/subastas/${auction!.id}`;
    await queueServiceNotice(tx, {
      user: user!,
      kind: 'subscription-decided',
      mail: subscriptionDecisionMail(
        site,
        user!,
        { title: auction!.title, url, caution: auction!.caution, paid: row.paid },
        accepted,
      ),
      push: {
        title: accepted
          ? `Inscripción aceptada: ${auction!.title}`
          : `Inscripción rechazada: ${auction!.title}`,
        body: accepted ? 'Ya puedes pujar en sus lotes.' : 'Consulta el motivo en tu correo o en la subasta.',
        url,
      },
    });
    return toSubscription(row);
  });

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
  if (!row) throw notFound('La inscripción no existe.');
  if (row.depositStatus === 'refunded' || row.depositStatus === 'forfeited')
    throw new AppError('BUSINESS_RULE', 'El depósito ya se ha liquidado: la cuenta ya no se puede cambiar.');
  const [updated] = await db
    .update(subscriptions)
    .set({ refundIban })
    .where(eq(subscriptions.id, id))
    .returning();
  return toSubscription(updated!);
};

export const deleteSubscription = async ({ db, id }: { db: TDb; id: number }) => {
  const [row] = await db.delete(subscriptions).where(eq(subscriptions.id, id)).returning();
  if (!row) throw notFound('La inscripción no existe.');
};
