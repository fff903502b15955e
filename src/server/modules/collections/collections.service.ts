import { and, asc, eq, isNull } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDb } from '@/server/db/client.ts';
import { lots, settlementLines, settlements, users } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { getSettlement } from '../settlements/settlements.service.ts';
import { buyerName } from '../users/user-brief.ts';

/**
 * The collection at the warehouse: finding a buyer's lots by their release note's code and handing them
 * over. Slots are in pickup-slots.service.ts, the buyer's booking in pickup-bookings.service.ts.
 */

/** Codes are read aloud and typed: case, spaces and dashes do not matter. */
export const normaliseCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** What the warehouse needs to hand over a buyer's lots, by the release note's code. */
export const findCollection = async ({ db, code }: { db: TDb; code: string }) => {
  const [row] = await db
    .select({ settlement: settlements, user: users })
    .from(settlements)
    .innerJoin(users, eq(users.id, settlements.userId))
    .where(eq(settlements.collectionCode, normaliseCode(code)));
  if (!row) throw notFound(apiText.collections.codeUnknown);
  const view = await getSettlement({ db, id: row.settlement.id });
  const lines = await db
    .select({ line: settlementLines, order: lots.order })
    .from(settlementLines)
    .leftJoin(lots, eq(lots.id, settlementLines.lotId))
    .where(eq(settlementLines.settlementId, row.settlement.id))
    .orderBy(asc(settlementLines.id));
  const { user } = row;
  return {
    code: row.settlement.collectionCode,
    settlementId: row.settlement.id,
    auctionTitle: view.title,
    buyerName: buyerName(user),
    buyerNif: user.vatId,
    state: view.state,
    isPaid: view.state === 'paid' || view.state === 'collected',
    slot: view.pickup ? { startsAt: view.pickup.startsAt, endsAt: view.pickup.endsAt } : null,
    lines: lines.map(({ line, order }) => ({
      id: line.id,
      title: order
        ? `Lote ${order}: ${view.lines.find((candidate) => candidate.id === line.id)?.title ?? line.description}`
        : line.description,
      description: line.description,
      collectedOn: line.collectedOn?.toISOString() ?? null,
    })),
  };
};

/** Hands lots over: only when paid; one line, or all those still in the warehouse. */
export const markCollected = async ({
  db,
  code,
  lineId,
  adminId,
  now = new Date(),
}: {
  db: TDb;
  code: string;
  lineId: number | 'all';
  adminId: number;
  now?: Date;
}) => {
  const collection = await findCollection({ db, code });
  if (!collection.isPaid) throw new AppError('BUSINESS_RULE', apiText.collections.handOverNeedsPayment);
  if (lineId !== 'all' && !collection.lines.some((line) => line.id === lineId))
    throw notFound(apiText.collections.lotNotInCollection);
  await db.transaction(async (tx) => {
    await tx
      .update(settlementLines)
      .set({ collectedOn: now, collectedBy: adminId })
      .where(
        and(
          eq(settlementLines.settlementId, collection.settlementId),
          isNull(settlementLines.collectedOn),
          lineId === 'all' ? undefined : eq(settlementLines.id, lineId),
        ),
      );
    await recordAudit(tx, {
      actorId: adminId,
      entity: 'settlement',
      entityId: collection.settlementId,
      action: 'collect',
      changes: { lineId },
    });
  });
  return findCollection({ db, code });
};
