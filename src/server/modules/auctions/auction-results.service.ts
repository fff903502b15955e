import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TAuctionResults } from '@/common/schemas/auctions.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions, bids, lots, settlementLines, users } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { spreadsheetCsv } from '@/server/lib/spreadsheet-csv.ts';
import { recordLiveEvent } from '@/server/live/notify.ts';
import { bestBidPerLot } from '../catalogue/best-bids.ts';
import { bidderBrief } from '../users/user-brief.ts';
import { findAuction } from './auctions.service.ts';

/** After the hammer, in the back office: closing an auction and its results (docs/product.md#api-contract, "Auctions"). */

/** Closes an auction once every lot has closed; live clients are told. */
export const closeAuction = async ({ db, auctionId }: { db: TDb; auctionId: number }) => {
  await findAuction(db, auctionId);
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ total: count() })
      .from(lots)
      .where(and(eq(lots.auctionId, auctionId), eq(lots.status, 'open')));
    if ((open?.total ?? 0) > 0) {
      throw new AppError('BUSINESS_RULE', apiText.auctions.closeWithOpenLots(open!.total));
    }
    const [closed] = await tx
      .update(auctions)
      .set({ status: 'closed', closedOn: new Date(), subscriptionIsOpen: false })
      .where(eq(auctions.id, auctionId))
      .returning();
    await recordLiveEvent(tx, { auctionId, type: 'auction-closed', payload: { auctionId } });
    return closed!;
  });
};

/** Results of an auction: each lot with its hammer price and winner (docs/product.md#api-contract). */
export const auctionResults = async ({
  db,
  auctionId,
}: {
  db: TDb;
  auctionId: number;
}): Promise<TAuctionResults> => {
  const auction = await findAuction(db, auctionId);
  const lotRows = await db.select().from(lots).where(eq(lots.auctionId, auctionId)).orderBy(asc(lots.order));
  const lotIds = lotRows.map((lot) => lot.id);
  const winnerIds = [
    ...new Set(lotRows.filter((lot) => lot.sold && lot.maxBidderId).map((lot) => lot.maxBidderId!)),
  ];
  const winners = winnerIds.length ? await db.select().from(users).where(inArray(users.id, winnerIds)) : [];
  // What each buyer owes is what their liquidación says, fixed when the lot was awarded.
  const owed = lotIds.length
    ? await db.select().from(settlementLines).where(inArray(settlementLines.lotId, lotIds))
    : [];
  const owedByLot = new Map(owed.map((line) => [line.lotId, line]));
  const winning = lotIds.length ? await bestBidPerLot(db, inArray(bids.lotId, lotIds)) : [];
  return {
    auction: {
      id: auction.id,
      title: auction.title,
      status: auction.status,
      commissionPercent: auction.commissionPercent,
      endDate: auction.endDate.toISOString(),
    },
    lots: lotRows.map((lot) => {
      const line = owedByLot.get(lot.id);
      return {
        id: lot.id,
        order: lot.order,
        title: lot.title,
        price: lot.price,
        maxBid: lot.maxBid,
        bidsCount: lot.bidsCount,
        status: lot.status,
        sold: lot.sold,
        winnerId: lot.sold ? lot.maxBidderId : null,
        money: line
          ? {
              hammer: line.hammer,
              premium: line.premium,
              vat: line.premiumVat + line.goodsVat,
              total: line.total,
            }
          : null,
      };
    }),
    bids: winning.map((bid) => ({ ...bid, createdOn: bid.createdOn.toISOString() })),
    users: winners.map(bidderBrief),
  };
};

/** The results as a CSV for the consignor and the house's accounts (Spanish spreadsheet conventions). */
export const auctionResultsCsv = async ({ db, auctionId }: { db: TDb; auctionId: number }) => {
  const results = await auctionResults({ db, auctionId });
  const winnerOf = new Map(results.users.map((user) => [user.id, user]));
  const amount = (cents: number | undefined) => (cents === undefined ? { text: '' } : { cents });
  return spreadsheetCsv(
    [
      'Lote',
      'Título',
      'Precio de salida',
      'Remate',
      'Comisión',
      'IVA',
      'Total',
      'Adjudicatario',
      'NIF',
      'Correo',
      'Teléfono',
    ],
    results.lots.map((lot) => {
      const winner = lot.winnerId ? winnerOf.get(lot.winnerId) : undefined;
      return [
        { text: String(lot.order) },
        { text: lot.title },
        { cents: lot.price },
        amount(lot.money?.hammer),
        amount(lot.money?.premium),
        amount(lot.money?.vat),
        amount(lot.money?.total),
        { text: winner?.companyName ?? winner?.fullName ?? '' },
        { text: winner?.vatId ?? '' },
        { text: winner?.email ?? '' },
        { text: winner?.phone1 ?? '' },
      ];
    }),
  );
};
