import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { minimumNextBid } from '@/common/bid-rules.ts';
import type { TMyLot } from '@/common/schemas/bids.ts';
import { lineAmounts } from '@/common/settlement-money.ts';
import { lotGoodsVatPercent } from '@/common/tax-treatment.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions, bids, lots } from '@/server/db/schema/index.ts';
import { bestBidPerLot } from '../catalogue/best-bids.ts';
import { loadMyPseudonyms } from '../catalogue/leaders.ts';
import { loadLiveSales, lotLive } from '../catalogue/lot-live.ts';
import { loadCovers } from '../catalogue/media.ts';
import { readBidRanges, readConfigValue } from '../config-data/config-data.service.ts';

/** The user's best bid on each lot where they bid, newest lots first. */
const myBestBids = async (db: TDb, userId: number) => bestBidPerLot(db, eq(bids.userId, userId));

/** Lots of published auctions as the user sees them in their lists: live price, minimum, whether they lead. */
export const describeLots = async (
  db: TDb,
  userId: number,
  lotIds: number[],
  onlyStatus?: 'open' | 'closed',
) => {
  if (lotIds.length === 0) return [];
  const rows = await db
    .select({ lot: lots, auction: auctions })
    .from(lots)
    .innerJoin(auctions, eq(auctions.id, lots.auctionId))
    .where(
      and(
        inArray(lots.id, lotIds),
        onlyStatus ? eq(lots.status, onlyStatus) : undefined,
        eq(auctions.published, true),
      ),
    )
    .orderBy(lots.endDate);
  const [covers, ranges, mine, liveSales] = await Promise.all([
    loadCovers(
      db,
      'lotId',
      rows.map((row) => row.lot.id),
    ),
    readBidRanges({ db }),
    loadMyPseudonyms(
      db,
      userId,
      rows.map((row) => row.lot.id),
    ),
    loadLiveSales(
      db,
      rows.map((row) => row.auction.id),
    ),
  ]);
  return rows.map(({ lot, auction }) => {
    const leads = lot.maxBidderId === userId;
    const item: TMyLot = {
      id: lot.id,
      auctionId: auction.id,
      auctionTitle: auction.title,
      commissionPercent: auction.commissionPercent,
      goodsVatPercent: lotGoodsVatPercent(lot.taxTreatment, auction.goodsVatPercent),
      caution: auction.caution,
      title: lot.title,
      order: lot.order,
      price: lot.price,
      maxBid: lot.maxBid,
      minimumBid: minimumNextBid(lot, ranges),
      bidsCount: lot.bidsCount,
      endDate: lot.endDate.toISOString(),
      status: lot.status,
      leads,
      myBidder: mine.get(lot.id) ?? null,
      myMaximum: leads ? lot.proxyMax : null,
      cover: covers.get(lot.id)?.thumb ?? null,
      live: lotLive(liveSales.get(lot.auctionId), lot.id),
    };
    return { item, auction, lot };
  });
};

/** Running bids: open lots the user has bid on, with whether they lead and their hidden maximum. */
export const listCurrentBids = async ({ db, userId }: { db: TDb; userId: number }) => {
  const best = await myBestBids(db, userId);
  const described = await describeLots(
    db,
    userId,
    best.map((bid) => bid.lotId),
    'open',
  );
  const open = new Set(described.map(({ item }) => item.id));
  return {
    bids: best
      .filter((bid) => open.has(bid.lotId))
      .map((bid) => ({ ...bid, createdOn: bid.createdOn.toISOString() })),
    lots: described.map(({ item }) => item),
  };
};

/** Won lots with their money and deadlines ("adjudicaciones"). */
const wonLotMoney = (
  hammer: number,
  auction: { commissionPercent: number; goodsVatPercent: number | null },
  vatPercent: number,
) => {
  const line = lineAmounts({
    hammer,
    premiumPercent: auction.commissionPercent,
    premiumVatPercent: vatPercent,
    goodsVatPercent: auction.goodsVatPercent,
  });
  return {
    hammer,
    commission: line.premium,
    commissionVat: line.premiumVat,
    goodsVat: line.goodsVat,
    total: line.total,
  };
};

export const listWonLots = async ({ db, userId }: { db: TDb; userId: number }) => {
  const won = await db
    .select({ id: lots.id })
    .from(lots)
    .where(and(eq(lots.maxBidderId, userId), eq(lots.sold, true), eq(lots.status, 'closed')));
  const described = await describeLots(
    db,
    userId,
    won.map((row) => row.id),
    'closed',
  );
  const vatPercent = await readConfigValue({
    db,
    key: 'vatPercent',
    schema: z.number().min(0).max(100),
    fallback: 21,
  });
  const winning = described.length
    ? await bestBidPerLot(
        db,
        and(
          eq(bids.userId, userId),
          inArray(
            bids.lotId,
            described.map(({ item }) => item.id),
          ),
        ),
      )
    : [];
  const auctionsById = new Map(described.map(({ auction }) => [auction.id, auction]));
  return {
    bids: winning.map((bid) => ({ ...bid, createdOn: bid.createdOn.toISOString() })),
    lots: described.map(({ item, auction, lot }) => ({
      ...item,
      ...wonLotMoney(lot.maxBid ?? 0, { ...auction, goodsVatPercent: item.goodsVatPercent }, vatPercent),
    })),
    auctions: [...auctionsById.values()].map((auction) => ({
      id: auction.id,
      title: auction.title,
      commissionPercent: auction.commissionPercent,
      lastPaymentDate: auction.lastPaymentDate?.toISOString() ?? null,
      lastCollectionDate: auction.lastCollectionDate?.toISOString() ?? null,
      address: auction.address,
    })),
  };
};
