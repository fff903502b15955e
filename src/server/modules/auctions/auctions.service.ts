import { and, asc, count, desc, eq, gt, ilike, lte, max, min, or, type SQL } from 'drizzle-orm';
import { minimumNextBid } from '@/common/bid-rules.ts';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TAuction, TAuctionFilter, TAuctionOrder, TAuctionSummary } from '@/common/schemas/auctions.ts';
import type { TLotSummary } from '@/common/schemas/lots.ts';
import { anyOf } from '@/server/db/any-of.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions, lotFollows, lots, sublots } from '@/server/db/schema/index.ts';
import { notFound } from '@/server/lib/app-error.ts';
import { loadExtendedLots } from '../catalogue/extended-lots.ts';
import { loadLeaders } from '../catalogue/leaders.ts';
import { loadLiveSales, lotLive } from '../catalogue/lot-live.ts';
import {
  auctionColumns,
  auctionSummaryColumns,
  lotSummaryColumns,
  type TAuctionStats,
  type TAuctionSummaryRow,
  toAuction,
  toAuctionSummary,
  toLotSummary,
} from '../catalogue/mappers.ts';
import { loadCovers, loadFiles, loadImages, loadMetadata } from '../catalogue/media.ts';
import { readBidRanges } from '../config-data/config-data.service.ts';

const isPublic = eq(auctions.published, true);

/** Any auction, drafts included, for the back office; a 404 when there is none. */
export const findAuction = async (db: TDb, id: number) => {
  const [auction] = await db.select().from(auctions).where(eq(auctions.id, id));
  if (!auction) throw notFound(apiText.auctions.notFound);
  return auction;
};

/** Published-lot count and the last lot's end, per auction, in one grouped query. */
const loadAuctionStats = async (db: TDb, auctionIds: number[]): Promise<Map<number, TAuctionStats>> => {
  if (auctionIds.length === 0) return new Map();
  const rows = await db
    .select({ auctionId: lots.auctionId, lotQuantity: count(), lastLotEndDate: max(lots.endDate) })
    .from(lots)
    .where(and(anyOf(lots.auctionId, auctionIds), eq(lots.published, true)))
    .groupBy(lots.auctionId);
  return new Map(
    rows.map((row) => [
      row.auctionId,
      {
        lotQuantity: row.lotQuantity,
        lastLotEndDate: row.lastLotEndDate ? new Date(row.lastLotEndDate) : null,
      },
    ]),
  );
};

const emptyStats: TAuctionStats = { lotQuantity: 0, lastLotEndDate: null };

/** Rows read with `auctionSummaryColumns`: not the description nor the search columns, which lists never show. */
export const summariseAuctions = async (db: TDb, rows: TAuctionSummaryRow[]): Promise<TAuctionSummary[]> => {
  const ids = rows.map((row) => row.id);
  const [stats, covers] = await Promise.all([loadAuctionStats(db, ids), loadCovers(db, 'auctionId', ids)]);
  return rows.map((row) =>
    toAuctionSummary(row, stats.get(row.id) ?? emptyStats, covers.get(row.id) ?? null),
  );
};

/** Published auctions still open (running or upcoming), soonest first. */
export const listOpenAuctions = async ({ db }: { db: TDb }): Promise<TAuctionSummary[]> => {
  const rows = await db
    .select(auctionSummaryColumns)
    .from(auctions)
    .where(and(isPublic, eq(auctions.status, 'open')))
    .orderBy(asc(auctions.startDate), asc(auctions.id));
  return summariseAuctions(db, rows);
};

const statusCondition = (status: TAuctionFilter['status'], now: Date): SQL | undefined => {
  switch (status) {
    case 'running':
      return and(eq(auctions.status, 'open'), lte(auctions.startDate, now));
    case 'upcoming':
      return and(eq(auctions.status, 'open'), gt(auctions.startDate, now));
    case 'open':
      return eq(auctions.status, 'open');
    case 'closed':
      return eq(auctions.status, 'closed');
    default:
      return undefined;
  }
};

const orderColumns = {
  startDate: auctions.startDate,
  endDate: auctions.endDate,
  title: auctions.title,
  createdOn: auctions.createdOn,
} as const;

export const listPublishedAuctions = async (options: {
  db: TDb;
  page: number;
  limit: number;
  filter?: TAuctionFilter;
  order?: TAuctionOrder;
  now?: Date;
}): Promise<{ auctions: TAuctionSummary[]; total: number }> => {
  const { db, page, limit, filter = {}, order, now = new Date() } = options;
  const search = filter.search ? `%${filter.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = and(
    isPublic,
    statusCondition(filter.status, now),
    search ? or(ilike(auctions.title, search), ilike(auctions.description, search)) : undefined,
  );
  const column = orderColumns[order?.field ?? 'startDate'];
  const direction = order?.direction ?? (filter.status === 'closed' ? 'desc' : 'asc');
  const [rows, [totals]] = await Promise.all([
    db
      .select(auctionSummaryColumns)
      .from(auctions)
      .where(where)
      .orderBy(direction === 'desc' ? desc(column) : asc(column), asc(auctions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(auctions).where(where),
  ]);
  return { auctions: await summariseAuctions(db, rows), total: totals?.total ?? 0 };
};

/**
 * When the next published open auction starts (it then moves from "upcoming" to "running"), or null: how
 * long a list filtered by the clock holds.
 */
export const nextAuctionStart = async ({ db, now }: { db: TDb; now: Date }) => {
  const [row] = await db
    .select({ at: min(auctions.startDate) })
    .from(auctions)
    .where(and(isPublic, eq(auctions.status, 'open'), gt(auctions.startDate, now)));
  return row?.at ? new Date(row.at) : null;
};

/** A published auction with its published lots, for the auction page. */
export const getPublicAuction = ({ db, id }: { db: TDb; id: number }) =>
  loadAuctionView({ db, id, includeDrafts: false });

/** The same view for the back office: drafts included, with the invoicing data. */
export const getAdminAuctionView = async ({ db, id }: { db: TDb; id: number }) => {
  const view = await loadAuctionView({ db, id, includeDrafts: true });
  const [[row], followed, drafts] = await Promise.all([
    db
      .select({
        invoiceData: auctions.invoiceData,
        approver: auctions.approver,
        taxTreatment: auctions.taxTreatment,
        taxProvision: auctions.taxProvision,
        houseSells: auctions.houseSells,
      })
      .from(auctions)
      .where(eq(auctions.id, id)),
    db
      .select({ lotId: lotFollows.lotId, total: count() })
      .from(lotFollows)
      .innerJoin(lots, eq(lots.id, lotFollows.lotId))
      .where(eq(lots.auctionId, id))
      .groupBy(lotFollows.lotId),
    db
      .select({ id: lots.id })
      .from(lots)
      .where(and(eq(lots.auctionId, id), eq(lots.published, false))),
  ]);
  const followers = Object.fromEntries(followed.map((item) => [String(item.lotId), item.total]));
  return {
    ...view,
    // Who approves results is the back office's business, not the public's.
    auction: {
      ...view.auction,
      approver: row?.approver ?? null,
      taxTreatment: row?.taxTreatment ?? 'general',
      taxProvision: row?.taxProvision ?? null,
      houseSells: row?.houseSells ?? false,
    },
    invoiceData: row?.invoiceData ?? null,
    followers,
    draftLotIds: drafts.map((draft) => draft.id),
  };
};

const loadAuctionView = async ({
  db,
  id,
  includeDrafts,
}: {
  db: TDb;
  id: number;
  includeDrafts: boolean;
}): Promise<{ auction: TAuction; lots: TLotSummary[] }> => {
  const [row] = await db
    .select(auctionColumns)
    .from(auctions)
    .where(and(eq(auctions.id, id), includeDrafts ? undefined : isPublic));
  if (!row) throw notFound(apiText.auctions.notFoundOrUnpublished);

  const lotRows = await db
    .select(lotSummaryColumns)
    .from(lots)
    .where(and(eq(lots.auctionId, id), includeDrafts ? undefined : eq(lots.published, true)))
    .orderBy(asc(lots.order), asc(lots.id));
  const lotIds = lotRows.map((lot) => lot.id);

  const [stats, images, files, metadata, covers, sublotCounts, ranges, leaders, extended, liveSale] =
    await Promise.all([
      loadAuctionStats(db, [id]),
      loadImages(db, 'auctionId', [id]),
      loadFiles(db, 'auctionId', [id]),
      loadMetadata(db, 'auctionId', [id]),
      loadCovers(db, 'lotId', lotIds),
      lotIds.length
        ? db
            .select({ lotId: sublots.lotId, total: count() })
            .from(sublots)
            .where(anyOf(sublots.lotId, lotIds))
            .groupBy(sublots.lotId)
        : Promise.resolve([]),
      readBidRanges({ db }),
      loadLeaders(db, lotIds),
      loadExtendedLots(db, lotIds),
      row.format === 'live' ? loadLiveSales(db, [id]) : new Map(),
    ]);
  const sublotsByLot = new Map(sublotCounts.map((entry) => [entry.lotId, entry.total]));

  return {
    auction: toAuction(row, stats.get(id) ?? emptyStats, {
      images: images.get(id) ?? [],
      files: files.get(id) ?? [],
      metadata: metadata.get(id) ?? [],
    }),
    lots: lotRows.map((lot) =>
      toLotSummary(lot, {
        auctionStartDate: row.startDate,
        auctionGoodsVatPercent: row.goodsVatPercent,
        minimumBid: minimumNextBid(lot, ranges),
        cover: covers.get(lot.id) ?? null,
        sublotsCount: sublotsByLot.get(lot.id) ?? 0,
        leader: leaders.get(lot.id) ?? null,
        extended: extended.has(lot.id),
        live: lotLive(liveSale.get(lot.auctionId), lot.id),
      }),
    ),
  };
};
