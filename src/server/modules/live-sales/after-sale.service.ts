import { and, eq } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDb } from '@/server/db/client.ts';
import { lots } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { readSaleRow } from './live-sale-state.ts';

/**
 * After a live sale, its passed lots are offered again by the clock (docs/live-sales.md): open until
 * `endDate`, bid on from their own pages, closed by the closer and settled as timed lots are. Withdrawn lots
 * stay withdrawn. Returns the ids of the lots offered.
 */
export const offerUnsoldAfterSale = async ({
  db,
  auctionId,
  endDate,
  actorId,
}: {
  db: TDb;
  auctionId: number;
  endDate: Date;
  actorId: number;
}) => {
  const { sale } = await readSaleRow(db, auctionId);
  if (sale?.status !== 'finished') throw new AppError('BUSINESS_RULE', apiText.liveSales.afterSaleTooSoon);
  if (endDate.getTime() <= Date.now())
    throw new AppError('BUSINESS_RULE', apiText.liveSales.endDatePast, {
      fields: { endDate: apiText.liveSales.endDatePast },
    });
  return db.transaction(async (tx) => {
    const offered = await tx
      .update(lots)
      .set({ status: 'open', closedOn: null, awardState: null, endDate })
      .where(
        and(
          eq(lots.auctionId, auctionId),
          eq(lots.status, 'closed'),
          eq(lots.awardState, 'unsold'),
          eq(lots.published, true),
          eq(lots.sold, false),
        ),
      )
      .returning({ id: lots.id });
    const lotIds = offered.map((lot) => lot.id);
    await recordAudit(tx, {
      actorId,
      entity: 'auction',
      entityId: auctionId,
      action: 'after-sale',
      changes: { lotIds, endDate: endDate.toISOString() },
    });
    return lotIds;
  });
};
