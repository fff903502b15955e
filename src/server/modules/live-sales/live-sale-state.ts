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

type TLotRow = typeof lots.$inferSelect;

/** The public state of a live sale: what the console, the bidders and the room screen all show. */
export const readLiveSale = async (db: TDb, auctionId: number): Promise<TLiveSaleState> => {
  const { auction, sale } = await readSaleRow(db, auctionId);
  const ranges = callRanges(sale ?? undefined, await readBidRanges({ db }));
  const current = await readCurrentLot(db, sale);
  const upcoming = (await openLotsInOrder(db, auctionId, nextLotsShown + 1))
    .filter((lot) => lot.id !== current?.id)
    .slice(0, nextLotsShown);
  const toLot = await lotCards(db, current ? [current, ...upcoming] : upcoming);
  return {
    auctionId,
    status: sale?.status ?? 'waiting',
    version: sale?.version ?? 0,
    startsAt: auction.liveStartsAt?.toISOString() ?? null,
    warning: sale?.warning ?? 0,
    lot: current ? toLot(current) : null,
    ...(await readCall(db, current, ranges)),
    nextLots: upcoming.map(toLot),
    commissionPercent: Number(auction.commissionPercent),
    // The rate the lot under the hammer bears: its own tax treatment or its auction's.
    goodsVatPercent: lotGoodsVatPercent(
      current?.taxTreatment ?? null,
      auction.goodsVatPercent === null ? null : Number(auction.goodsVatPercent),
    ),
    premiumVatPercent: Number(await readPremiumVatPercent(db)),
  };
};

/** The lot under the hammer; none before the start and after the last lot. */
const readCurrentLot = async (db: TDb, sale: TSaleRow | null): Promise<TLotRow | null> => {
  if (!sale?.currentLotId) return null;
  const [lot] = await db.select().from(lots).where(eq(lots.id, sale.currentLotId));
  return lot ?? null;
};

/** The lots shown, as the state names them: with their pictures, read at once for all of them. */
const lotCards = async (db: TDb, shown: TLotRow[]) => {
  const pictures = await loadImages(
    db,
    'lotId',
    shown.map((lot) => lot.id),
  );
  return (lot: TLotRow) => ({
    id: lot.id,
    order: lot.order,
    title: lot.title,
    price: lot.price,
    pictures: pictures.get(lot.id) ?? [],
  });
};

/** Where the call on the lot under the hammer stands: its leader, and what the next bid must be. */
const readCall = async (db: TDb, current: TLotRow | null, ranges: TBidRange[]) => {
  if (!current) return noCall(ranges);
  const { maxBid } = current;
  const leader = await readLeader(db, current);
  return {
    maxBid,
    leaderNumber: leader?.number ?? null,
    leaderInRoom: leader?.inRoom ?? false,
    bidsCount: current.bidsCount,
    increment: incrementAt(maxBid ?? current.price, ranges),
    askingPrice: maxBid === null ? current.price : maxBid + incrementAt(maxBid, ranges),
    lastOnlineBidAt: (await lastOnlineBid(db, current.id))?.toISOString() ?? null,
  };
};

/** No lot under the hammer: nothing bid, nothing asked. */
const noCall = (ranges: TBidRange[]) => ({
  maxBid: null,
  leaderNumber: null,
  leaderInRoom: false,
  bidsCount: 0,
  increment: incrementAt(0, ranges),
  askingPrice: 0,
  lastOnlineBidAt: null,
});

/** The leader's number on the lot, and whether their standing bid was taken in the room. */
const readLeader = async (db: TDb, lot: TLotRow) => {
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
