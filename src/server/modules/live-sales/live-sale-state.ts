import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { incrementAt } from '@/common/bid-rules.ts';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TBidRange } from '@/common/schemas/config-data.ts';
import type { TLiveSaleState } from '@/common/schemas/live-sales.ts';
import { lotGoodsVatPercent } from '@/common/tax-treatment.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions, bids, liveSales, lotBidders, lots } from '@/server/db/schema/index.ts';
import { notFound } from '@/server/lib/app-error.ts';
import { loadImages } from '../catalogue/media.ts';
import { readBidRanges } from '../config-data/config-data.service.ts';
import { readPremiumVatPercent } from '../settlements/settlement-awards.service.ts';

type TSaleRow = typeof liveSales.$inferSelect;

/** How many lots after the current one bidders and the room screen see coming. */
const nextLotsShown = 4;

/** The ranges a call is bid in: the auctioneer's increment for it, or the bid ranges'. */
export const callRanges = (
  sale: Pick<TSaleRow, 'increment'> | undefined,
  ranges: TBidRange[],
): TBidRange[] => (sale?.increment ? [{ value: 0, increment: sale.increment / 100 }] : ranges);

/** The sale's row of a live auction; a live auction not yet started has none, and reads as waiting. */
export const readSaleRow = async (db: TDb, auctionId: number) => {
  const [row] = await db
    .select({ auction: auctions, sale: liveSales })
    .from(auctions)
    .leftJoin(liveSales, eq(liveSales.auctionId, auctions.id))
    .where(eq(auctions.id, auctionId));
  if (row?.auction.format !== 'live') throw notFound(apiText.liveSales.notLive);
  return row;
};

/** The lots still to be called, in the auction's order. */
export const openLotsInOrder = (db: TDb, auctionId: number, limit: number) =>
  db
    .select()
    .from(lots)
    .where(and(eq(lots.auctionId, auctionId), eq(lots.status, 'open'), eq(lots.published, true)))
    .orderBy(asc(lots.order), asc(lots.id))
    .limit(limit);

/** The public state of a live sale: what the console, the bidders and the room screen all show. */
export const readLiveSale = async (db: TDb, auctionId: number): Promise<TLiveSaleState> => {
  const { auction, sale } = await readSaleRow(db, auctionId);
  const ranges = callRanges(sale ?? undefined, await readBidRanges({ db }));
  const [current] = sale?.currentLotId
    ? await db.select().from(lots).where(eq(lots.id, sale.currentLotId))
    : [];
  const upcoming = (await openLotsInOrder(db, auctionId, nextLotsShown + 1)).filter(
    (lot) => lot.id !== current?.id,
  );
  const shown = [...(current ? [current] : []), ...upcoming.slice(0, nextLotsShown)];
  const pictures = await loadImages(
    db,
    'lotId',
    shown.map((lot) => lot.id),
  );
  const toLot = (lot: typeof lots.$inferSelect) => ({
    id: lot.id,
    order: lot.order,
    title: lot.title,
    price: lot.price,
    pictures: pictures.get(lot.id) ?? [],
  });
  const leader = current ? await readLeader(db, current) : null;
  const maxBid = current?.maxBid ?? null;
  return {
    auctionId,
    status: sale?.status ?? 'waiting',
    version: sale?.version ?? 0,
    startsAt: auction.liveStartsAt?.toISOString() ?? null,
    warning: sale?.warning ?? 0,
    lot: current ? toLot(current) : null,
    maxBid,
    leaderNumber: leader?.number ?? null,
    leaderInRoom: leader?.inRoom ?? false,
    bidsCount: current?.bidsCount ?? 0,
    increment: incrementAt(maxBid ?? current?.price ?? 0, ranges),
    askingPrice: current ? (maxBid === null ? current.price : maxBid + incrementAt(maxBid, ranges)) : 0,
    lastOnlineBidAt: current ? ((await lastOnlineBid(db, current.id))?.toISOString() ?? null) : null,
    nextLots: upcoming.slice(0, nextLotsShown).map(toLot),
    commissionPercent: Number(auction.commissionPercent),
    // The rate the lot under the hammer bears: its own tax treatment or its auction's.
    goodsVatPercent: lotGoodsVatPercent(
      current?.taxTreatment ?? null,
      auction.goodsVatPercent === null ? null : Number(auction.goodsVatPercent),
    ),
    premiumVatPercent: Number(await readPremiumVatPercent(db)),
  };
};

/** The leader's number on the lot, and whether their standing bid was taken in the room. */
const readLeader = async (db: TDb, lot: typeof lots.$inferSelect) => {
  if (lot.maxBidderId === null) return null;
  const [row] = await db
    .select({ number: lotBidders.number, paddle: bids.paddle })
    .from(lotBidders)
    .leftJoin(
      bids,
      and(eq(bids.lotId, lot.id), eq(bids.userId, lot.maxBidderId), eq(bids.amount, lot.maxBid ?? -1)),
    )
    .where(and(eq(lotBidders.lotId, lot.id), eq(lotBidders.userId, lot.maxBidderId)))
    .orderBy(desc(bids.id))
    .limit(1);
  return row ? { number: row.number, inRoom: row.paddle !== null } : null;
};

/** When the last bid typed online (not a proxy's answer, not the room's) reached the lot. */
export const lastOnlineBid = async (db: TDb, lotId: number) => {
  const [row] = await db
    .select({ at: sql<Date>`max(${bids.createdOn})`.mapWith((value) => (value ? new Date(value) : null)) })
    .from(bids)
    .where(and(eq(bids.lotId, lotId), isNull(bids.paddle), eq(bids.isAuto, false), gt(bids.id, 0)));
  return row?.at ?? null;
};
