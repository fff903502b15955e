import { and, asc, eq, sql } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TConsignorLink } from '@/common/schemas/fair-play.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { consignorLinks, users } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';

/**
 * The back office links a person to a consignor (by NIF) on the person's page: from then on they may not
 * subscribe to nor bid on that consignor's auctions (conflicts.ts). Every link made or removed is audited.
 */

/** The consignor's latest name in an auction's invoicing data, by NIF. */
const consignorName = sql<string | null>`(select trim(a.invoice_data->>'issuerName') from auctions a
  where consignor_nif(a.invoice_data) = ${consignorLinks.nif} order by a.end_date desc limit 1)`;

const toLink = (
  row: typeof consignorLinks.$inferSelect & { consignorName: string | null },
): TConsignorLink => ({
  id: row.id,
  userId: row.userId,
  nif: row.nif,
  consignorName: row.consignorName || null,
  createdOn: row.createdOn.toISOString(),
});

export const listConsignorLinks = async ({ db, userId }: { db: TDb | TTx; userId: number }) =>
  (
    await db
      .select({
        id: consignorLinks.id,
        userId: consignorLinks.userId,
        nif: consignorLinks.nif,
        createdBy: consignorLinks.createdBy,
        createdOn: consignorLinks.createdOn,
        consignorName,
      })
      .from(consignorLinks)
      .where(eq(consignorLinks.userId, userId))
      .orderBy(asc(consignorLinks.nif))
  ).map(toLink);

export const addConsignorLink = async ({
  db,
  userId,
  nif,
  actorId,
}: {
  db: TDb;
  userId: number;
  nif: string;
  actorId: number;
}) => {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(apiText.fairPlay.userMissing);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(consignorLinks)
      .values({ userId, nif, createdBy: actorId })
      .onConflictDoNothing()
      .returning();
    if (!created)
      throw new AppError('CONFLICT', apiText.fairPlay.alreadyLinked(nif), {
        fields: { nif: apiText.fairPlay.alreadyLinkedField(nif) },
      });
    await recordAudit(tx, {
      actorId,
      entity: 'user',
      entityId: userId,
      action: 'consignor-link',
      changes: { consignorNif: [null, nif] },
    });
    const [link] = (await listConsignorLinks({ db: tx, userId })).filter((item) => item.id === created.id);
    return link!;
  });
};

export const removeConsignorLink = async ({
  db,
  userId,
  linkId,
  actorId,
}: {
  db: TDb;
  userId: number;
  linkId: number;
  actorId: number;
}) =>
  db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(consignorLinks)
      .where(and(eq(consignorLinks.id, linkId), eq(consignorLinks.userId, userId)))
      .returning();
    if (!removed) throw notFound(apiText.fairPlay.linkMissing);
    await recordAudit(tx, {
      actorId,
      entity: 'user',
      entityId: userId,
      action: 'consignor-unlink',
      changes: { consignorNif: [removed.nif, null] },
    });
  });
