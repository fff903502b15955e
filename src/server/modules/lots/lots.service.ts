import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { minimumNextBid } from '@/common/bid-rules.ts';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TLotDetailResponse } from '@/common/schemas/auctions.ts';
import type { TPublicBid } from '@/common/schemas/bids.ts';
import type { TLotNeighbour, TSublot } from '@/common/schemas/lots.ts';
import { lotGoodsVatPercent } from '@/common/tax-treatment.ts';
import { queryRows, type TDb } from '@/server/db/client.ts';
import { auctions, lots, sublots } from '@/server/db/schema/index.ts';
import { notFound } from '@/server/lib/app-error.ts';
import { renderMarkdown } from '@/server/lib/markdown.ts';
import { nextAuctionStart } from '../auctions/auctions.service.ts';
import { loadExtendedLots } from '../catalogue/extended-lots.ts';
import { loadLeaders } from '../catalogue/leaders.ts';
import {
  auctionSummaryColumns,
  lotColumns,
  sublotColumns,
  toAuctionSummary,
  toLotSummary,
} from '../catalogue/mappers.ts';
import { loadCovers, loadFiles, loadImages, loadMetadata } from '../catalogue/media.ts';
import { readBidRanges } from '../config-data/config-data.service.ts';

/** The lot row and its auction, if both are published; the public never sees drafts. */
const findPublicLot = async (db: TDb, id: number, includeDrafts = false) => {
  const [row] = await db
    .select({
      lot: lotColumns,
      auction: {
        ...auctionSummaryColumns,
        lat: auctions.lat,
        lng: auctions.lng,
        youtubeUrl: auctions.youtubeUrl,
        lastPaymentDate: auctions.lastPaymentDate,
        buyers: auctions.buyers,
        withdrawalExcluded: auctions.withdrawalExcluded,
        withdrawalExclusionReason: auctions.withdrawalExclusionReason,
      },
    })
    .from(lots)
    .innerJoin(auctions, eq(auctions.id, lots.auctionId))
    .where(
      and(
        eq(lots.id, id),
        includeDrafts ? undefined : and(eq(lots.published, true), eq(auctions.published, true)),
      ),
    );
  if (!row) throw notFound(apiText.lots.notFoundOrUnpublished);
  // The rate this lot's hammer bears (its own treatment or its auction's), for the all-in totals.
  return {
    ...row,
    auction: {
      ...row.auction,
      goodsVatPercent: lotGoodsVatPercent(row.lot.taxTreatment, row.auction.goodsVatPercent),
    },
  };
};

/**
 * The auction's published lots counted, its last end, and the lots just before and after this one in the
 * auction's order (as its page lists them): one statement, so previous/next cost the page no extra trip.
 */
const readSiblings = async (db: TDb, lot: { id: number; auctionId: number; order: number }) => {
  const [row] = await queryRows<{
    lot_quantity: number | string;
    last_lot_end_date: string | Date | null;
    previous: TLotNeighbour | string | null;
    next: TLotNeighbour | string | null;
  }>(
    db,
    sql`
    with siblings as (
      select id, title, "order", end_date from lots where auction_id = ${lot.auctionId} and published
    )
    select
      count(*)::int as lot_quantity,
      max(end_date) as last_lot_end_date,
      (select json_build_object('id', id, 'order', "order", 'title', title) from siblings
        where ("order", id) < (${lot.order}::int, ${lot.id}::int) order by "order" desc, id desc limit 1) as previous,
      (select json_build_object('id', id, 'order', "order", 'title', title) from siblings
        where ("order", id) > (${lot.order}::int, ${lot.id}::int) order by "order", id limit 1) as next
    from siblings
  `,
  );
  // Drivers differ: node-postgres parses json columns, some setups hand back the text.
  const neighbour = (value: TLotNeighbour | string | null | undefined) =>
    value == null ? null : typeof value === 'string' ? (JSON.parse(value) as TLotNeighbour) : value;
  return {
    lotQuantity: Number(row?.lot_quantity ?? 0),
    lastLotEndDate: row?.last_lot_end_date ?? null,
    previous: neighbour(row?.previous),
    next: neighbour(row?.next),
  };
};

/** A lot's sublots in order, each with its pictures, files and characteristics. */
const loadSublots = async (db: TDb, lotId: number): Promise<TSublot[]> => {
  const sublotRows = await db
    .select(sublotColumns)
    .from(sublots)
    .where(eq(sublots.lotId, lotId))
    .orderBy(asc(sublots.order), asc(sublots.id));
  const ids = sublotRows.map((sublot) => sublot.id);
  const [images, files, metadata] = await Promise.all([
    loadImages(db, 'sublotId', ids),
    loadFiles(db, 'sublotId', ids),
    loadMetadata(db, 'sublotId', ids),
  ]);
  return sublotRows.map((sublot) => ({
    id: sublot.id,
    lotId: sublot.lotId,
    title: sublot.title,
    description: sublot.description,
    youtubeUrl: sublot.youtubeUrl,
    order: sublot.order,
    quantity: sublot.quantity,
    images: images.get(sublot.id) ?? [],
    files: files.get(sublot.id) ?? [],
    metadata: metadata.get(sublot.id) ?? [],
  }));
};

/** The lots sold together with a block lot (en bloc), in order; none for any other lot. */
const loadBlockMembers = async (db: TDb, lot: { id: number; isBlock: boolean }, includeDrafts: boolean) =>
  lot.isBlock
    ? db
        .select({ id: lots.id, title: lots.title, order: lots.order })
        .from(lots)
        .where(and(eq(lots.blockLotId, lot.id), includeDrafts ? undefined : eq(lots.published, true)))
        .orderBy(asc(lots.order), asc(lots.id))
    : [];

export const getPublicLot = async ({
  db,
  id,
  includeDrafts = false,
}: {
  db: TDb;
  id: number;
  /** The back office sees unpublished lots too. */
  includeDrafts?: boolean;
}): Promise<TLotDetailResponse['data']> => {
  const { lot, auction } = await findPublicLot(db, id, includeDrafts);
  const [images, files, metadata, sublotList, blockMembers, auctionCover, stats, ranges, leaders, extended] =
    await Promise.all([
      loadImages(db, 'lotId', [id]),
      loadFiles(db, 'lotId', [id]),
      loadMetadata(db, 'lotId', [id]),
      loadSublots(db, id),
      loadBlockMembers(db, lot, includeDrafts),
      loadCovers(db, 'auctionId', [auction.id]),
      readSiblings(db, lot),
      readBidRanges({ db }),
      loadLeaders(db, [id]),
      loadExtendedLots(db, [id]),
    ]);
  const lotImages = images.get(id) ?? [];
  const {
    cover: _cover,
    sublotsCount: _count,
    live: _live,
    ...summary
  } = toLotSummary(lot, {
    auctionStartDate: auction.startDate,
    // Already the lot's own rate (findPublicLot).
    auctionGoodsVatPercent: auction.goodsVatPercent,
    minimumBid: minimumNextBid(lot, ranges),
    cover: lotImages[0] ?? null,
    sublotsCount: sublotList.length,
    leader: leaders.get(id) ?? null,
    extended: extended.has(id),
    // The lot page reads its live sale from its auction (lot-price-panel.tsx).
    live: null,
  });
  const auctionStats = stats;

  return {
    lot: {
      ...summary,
      description: lot.description,
      descriptionHtml: renderMarkdown(lot.description),
      youtubeUrl: lot.youtubeUrl,
      published: lot.published,
      images: lotImages,
      files: files.get(id) ?? [],
      metadata: metadata.get(id) ?? [],
      sublots: sublotList,
      blockMembers,
      // Published at close: from then on the lot's history can be checked against it.
      chainHead: lot.status === 'closed' ? lot.chainHead : null,
    },
    auction: {
      ...toAuctionSummary(
        auction,
        {
          lotQuantity: auctionStats.lotQuantity,
          lastLotEndDate: auctionStats.lastLotEndDate ? new Date(auctionStats.lastLotEndDate) : null,
        },
        auctionCover.get(auction.id) ?? null,
      ),
      location: auction.lat !== null && auction.lng !== null ? { lat: auction.lat, lng: auction.lng } : null,
      youtubeUrl: auction.youtubeUrl,
      lastPaymentDate: auction.lastPaymentDate?.toISOString() ?? null,
      buyers: auction.buyers,
      withdrawalExcluded: auction.withdrawalExcluded,
      withdrawalExclusionReason: auction.withdrawalExclusionReason,
    },
    previous: auctionStats.previous,
    next: auctionStats.next,
  };
};

/**
 * The bid history of a lot, highest first. Bidders go by their number on the lot ("Pujador 3", given at
 * their first bid), so nobody's identity leaks; the viewer's own bids read "Tú".
 */
export const listLotBids = async ({
  db,
  lotId,
  viewerId,
  limit = 100,
}: {
  db: TDb;
  lotId: number;
  viewerId?: number;
  limit?: number;
}): Promise<{ bids: TPublicBid[]; total: number; auctionId: number }> => {
  const { lot } = await findPublicLot(db, lotId);
  const rows = await queryRows<{
    id: string | number;
    amount: number;
    is_auto: boolean;
    created_on: string | Date;
    user_id: number;
    bidder_number: string | number | null;
    total: string | number;
  }>(
    db,
    sql`
    select b.id, b.amount, b.is_auto, b.created_on, b.user_id, lb.number as bidder_number, count(*) over () as total
    from bids b left join lot_bidders lb on lb.lot_id = b.lot_id and lb.user_id = b.user_id
    where b.lot_id = ${lotId}
    order by b.amount desc, b.id desc
    limit ${limit}
  `,
  );
  return {
    bids: rows.map((row, index) => {
      const isMine = viewerId !== undefined && row.user_id === viewerId;
      const below = rows[index + 1];
      return {
        id: Number(row.id),
        amount: row.amount,
        bidder: isMine ? 'Tú' : `Pujador ${row.bidder_number}`,
        isAuto: row.is_auto,
        // Equal to the bid just below it, by someone else: an earlier maximum answering a tie.
        winsTie: below !== undefined && below.amount === row.amount && below.user_id !== row.user_id,
        isMine,
        createdOn: new Date(row.created_on).toISOString(),
      };
    }),
    total: rows[0] ? Number(rows[0].total) : 0,
    auctionId: lot.auctionId,
  };
};

/**
 * Open lots of running timed auctions that end soonest, for the home page; `until`: when the list changes with
 * the clock alone (its first lot ends, or another auction starts and its lots may come first).
 */
export const listClosingSoon = async ({
  db,
  limit,
  now = new Date(),
}: {
  db: TDb;
  limit: number;
  now?: Date;
}) => {
  const rows = await db
    .select({ lot: lots, auction: auctions })
    .from(lots)
    .innerJoin(auctions, eq(auctions.id, lots.auctionId))
    .where(
      and(
        eq(lots.published, true),
        eq(lots.status, 'open'),
        gt(lots.endDate, now),
        eq(auctions.published, true),
        lte(auctions.startDate, now),
        // A live sale's lots close at the hammer, not at their end: none of them is closing soon.
        eq(auctions.format, 'timed'),
      ),
    )
    .orderBy(asc(lots.endDate))
    .limit(limit);
  const lotIds = rows.map((row) => row.lot.id);
  const [covers, ranges, leaders, extended, nextStart] = await Promise.all([
    loadCovers(db, 'lotId', lotIds),
    readBidRanges({ db }),
    loadLeaders(db, lotIds),
    loadExtendedLots(db, lotIds),
    nextAuctionStart({ db, now }),
  ]);
  const firstEnd = rows[0]?.lot.endDate;
  const until = Math.min(
    firstEnd ? new Date(firstEnd).getTime() : Number.POSITIVE_INFINITY,
    nextStart ? nextStart.getTime() : Number.POSITIVE_INFINITY,
  );
  const lotsClosing = rows.map(({ lot, auction }) => ({
    ...toLotSummary(lot, {
      auctionStartDate: auction.startDate,
      auctionGoodsVatPercent: auction.goodsVatPercent,
      minimumBid: minimumNextBid(lot, ranges),
      cover: covers.get(lot.id) ?? null,
      sublotsCount: 0,
      leader: leaders.get(lot.id) ?? null,
      extended: extended.has(lot.id),
      live: null,
    }),
    auctionTitle: auction.title,
  }));
  return { lots: lotsClosing, until };
};
