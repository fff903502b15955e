/** The back office's side of withdrawals: the list, and offering a withdrawn lot again. */
import { desc, eq } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import { ZLotInputSchema } from '@/common/schemas/lots.ts';
import type { TAdminWithdrawal } from '@/common/schemas/withdrawals.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions, lots, settlements, users, withdrawals } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { createLot } from '../lots/lot-editing.service.ts';
import { buyerName } from '../users/user-brief.ts';
import { rectificationNumbers, toWithdrawal } from './withdrawals.service.ts';

/** Every withdrawal, newest first, with the buyer and whether its refund is late. */
export const listWithdrawals = async ({ db, now = new Date() }: { db: TDb; now?: Date }) => {
  const rows = await db
    .select({ withdrawal: withdrawals, user: users, auction: auctions, lotTitle: lots.title })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .innerJoin(settlements, eq(settlements.id, withdrawals.settlementId))
    .leftJoin(auctions, eq(auctions.id, settlements.auctionId))
    .leftJoin(lots, eq(lots.id, withdrawals.lotId))
    .orderBy(desc(withdrawals.declaredOn), desc(withdrawals.id))
    .limit(500);
  const numbers = await rectificationNumbers(
    db,
    rows.map((row) => row.withdrawal),
  );
  return rows.map(
    ({ withdrawal, user, auction, lotTitle }): TAdminWithdrawal => ({
      ...toWithdrawal(withdrawal, numbers.get(withdrawal.rectificationInvoiceId ?? -1) ?? null),
      auctionId: auction?.id ?? null,
      auctionTitle: auction?.title ?? '',
      lotTitle: lotTitle ?? withdrawal.declaration.goods,
      buyer: { id: user.id, name: buyerName(user), email: user.email },
      isRefundOverdue: withdrawal.refundedOn === null && withdrawal.refundDueOn < now,
    }),
  );
};

/**
 * Offers a withdrawn lot again: a copy (title, description, prices, reserve) as a draft lot at the end of
 * an open auction, for the admin to review and publish. The original stays as it was, sold and withdrawn.
 */
export const relistWithdrawnLot = async ({
  db,
  id,
  auctionId,
  actorId,
}: {
  db: TDb;
  id: number;
  auctionId: number;
  actorId: number;
}) => {
  const [row] = await db
    .select({ withdrawal: withdrawals, lot: lots })
    .from(withdrawals)
    .leftJoin(lots, eq(lots.id, withdrawals.lotId))
    .where(eq(withdrawals.id, id));
  if (!row) throw notFound(apiText.withdrawals.notFound);
  if (!row.lot) throw new AppError('BUSINESS_RULE', apiText.withdrawals.relistOnlyAuctionLots);
  if (row.withdrawal.relistedLotId !== null)
    throw new AppError('CONFLICT', apiText.withdrawals.alreadyRelisted(row.withdrawal.relistedLotId));
  const [target] = await db.select().from(auctions).where(eq(auctions.id, auctionId));
  if (!target) throw notFound(apiText.withdrawals.auctionNotFound);
  if (target.status !== 'open')
    throw new AppError('BUSINESS_RULE', apiText.withdrawals.relistAuctionClosed, {
      fields: { auctionId: apiText.withdrawals.relistAuctionClosedField },
    });
  const { lot } = row;
  const created = await createLot({
    db,
    auctionId,
    actorId,
    input: ZLotInputSchema.parse({
      title: lot.title,
      description: lot.description,
      price: lot.price,
      originalPrice: lot.originalPrice,
      hasDownprice: lot.hasDownprice,
      youtubeUrl: lot.youtubeUrl,
      quantity: lot.quantity,
      published: false,
      invoiceDescription: lot.invoiceDescription,
      reservePrice: lot.reservePrice,
      // The goods are taxed as they were, whatever auction they are offered in again.
      taxTreatment: lot.taxTreatment,
      taxProvision: lot.taxProvision,
      purchasePrice: lot.purchasePrice,
    }),
  });
  await db.transaction(async (tx) => {
    await tx.update(withdrawals).set({ relistedLotId: created.id }).where(eq(withdrawals.id, id));
    await recordAudit(tx, {
      actorId,
      entity: 'lot',
      entityId: lot.id,
      action: 'relist-after-withdrawal',
      changes: { withdrawalId: id, newLotId: created.id, auctionId },
    });
  });
  return { lotId: created.id, auctionId };
};
