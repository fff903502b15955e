import { getTableColumns } from 'drizzle-orm';
import { isReserveMet } from '@/common/lot-award.ts';
import type { TAuction, TAuctionSummary } from '@/common/schemas/auctions.ts';
import type { TLotLive, TLotSummary } from '@/common/schemas/lots.ts';
import type { TImage } from '@/common/schemas/media.ts';
import { lotGoodsVatPercent } from '@/common/tax-treatment.ts';
import { auctions, lots, sublots } from '@/server/db/schema/index.ts';
import { renderMarkdown } from '@/server/lib/markdown.ts';

/**
 * A table's columns but its search text and vector (schema/search.ts): the public answers never show
 * them, and reading them was a fifth of the auction page's cost (issue #17).
 */
const withoutSearchColumns = <T extends { searchText: unknown; searchVector: unknown }>(columns: T) => {
  const { searchText: _text, searchVector: _vector, ...rest } = columns;
  return rest;
};
export const auctionColumns = withoutSearchColumns(getTableColumns(auctions));
export const lotColumns = withoutSearchColumns(getTableColumns(lots));
export const sublotColumns = withoutSearchColumns(getTableColumns(sublots));

type TAuctionRow = Omit<typeof auctions.$inferSelect, 'searchText' | 'searchVector'>;
type TLotRow = Omit<typeof lots.$inferSelect, 'searchText' | 'searchVector'>;

/** What a lot's summary shows (toLotSummary), for lists of lots: no description. */
export const lotSummaryColumns = {
  id: lots.id,
  auctionId: lots.auctionId,
  title: lots.title,
  slug: lots.slug,
  price: lots.price,
  originalPrice: lots.originalPrice,
  hasDownprice: lots.hasDownprice,
  maxBid: lots.maxBid,
  bidsCount: lots.bidsCount,
  startDate: lots.startDate,
  endDate: lots.endDate,
  status: lots.status,
  order: lots.order,
  quantity: lots.quantity,
  sold: lots.sold,
  reservePrice: lots.reservePrice,
  awardState: lots.awardState,
  isBlock: lots.isBlock,
  blockLotId: lots.blockLotId,
  taxTreatment: lots.taxTreatment,
};
type TLotSummaryRow = Pick<TLotRow, keyof typeof lotSummaryColumns>;

/** What an auction's summary shows (toAuctionSummary): no description. */
export const auctionSummaryColumns = {
  id: auctions.id,
  title: auctions.title,
  slug: auctions.slug,
  startDate: auctions.startDate,
  endDate: auctions.endDate,
  status: auctions.status,
  caution: auctions.caution,
  commissionPercent: auctions.commissionPercent,
  goodsVatPercent: auctions.goodsVatPercent,
  address: auctions.address,
  subscriptionIsOpen: auctions.subscriptionIsOpen,
  inHistory: auctions.inHistory,
  format: auctions.format,
  liveStartsAt: auctions.liveStartsAt,
};
export type TAuctionSummaryRow = Pick<TAuctionRow, keyof typeof auctionSummaryColumns>;

export type TAuctionStats = { lotQuantity: number; lastLotEndDate: Date | null };

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export const toAuctionSummary = (
  row: TAuctionSummaryRow,
  stats: TAuctionStats,
  cover: TImage | null,
): TAuctionSummary => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  startDate: iso(row.startDate),
  endDate: iso(row.endDate),
  lastLotEndDate: isoOrNull(stats.lastLotEndDate),
  status: row.status,
  caution: row.caution,
  commissionPercent: row.commissionPercent,
  goodsVatPercent: row.goodsVatPercent,
  address: row.address,
  lotQuantity: stats.lotQuantity,
  subscriptionIsOpen: row.subscriptionIsOpen,
  inHistory: row.inHistory,
  format: row.format,
  liveStartsAt: isoOrNull(row.liveStartsAt),
  cover,
});

export const toAuction = (
  row: TAuctionRow,
  stats: TAuctionStats,
  media: Pick<TAuction, 'images' | 'files' | 'metadata'>,
): TAuction => ({
  id: row.id,
  title: row.title,
  description: row.description,
  descriptionHtml: renderMarkdown(row.description),
  inspectionDates: row.inspectionDates,
  slug: row.slug,
  commissionPercent: row.commissionPercent,
  goodsVatPercent: row.goodsVatPercent,
  caution: row.caution,
  startDate: iso(row.startDate),
  endDate: iso(row.endDate),
  lotQuantity: stats.lotQuantity,
  lastLotEndDate: isoOrNull(stats.lastLotEndDate),
  lotInterval: row.lotInterval,
  subscriptionIsOpen: row.subscriptionIsOpen,
  address: row.address,
  googleMapsUrl: row.googleMapsUrl,
  lastCollectionDate: isoOrNull(row.lastCollectionDate),
  lastPaymentDate: isoOrNull(row.lastPaymentDate),
  status: row.status,
  location: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
  inHistory: row.inHistory,
  youtubeUrl: row.youtubeUrl,
  externalInvoice: row.externalInvoice,
  published: row.published,
  showHammerPrice: row.showHammerPrice,
  acceptOffers: row.acceptOffers,
  requiresApproval: row.requiresApproval,
  format: row.format,
  liveStartsAt: row.liveStartsAt ? iso(row.liveStartsAt) : null,
  buyers: row.buyers,
  withdrawalExcluded: row.withdrawalExcluded,
  withdrawalExclusionReason: row.withdrawalExclusionReason,
  depositRefundDays: row.depositRefundDays,
  createdOn: iso(row.createdOn),
  ...media,
});

export const toLotSummary = (
  lot: TLotSummaryRow,
  extra: {
    auctionStartDate: Date;
    auctionGoodsVatPercent: number | null;
    minimumBid: number;
    cover: TImage | null;
    sublotsCount: number;
    leader: string | null;
    /** A late bid extended it (extended-lots.ts). */
    extended: boolean;
    /** Its place in its live sale (catalogue/lot-live.ts); null for a timed auction's lot. */
    live: TLotLive | null;
  },
): TLotSummary => ({
  id: lot.id,
  auctionId: lot.auctionId,
  title: lot.title,
  slug: lot.slug,
  price: lot.price,
  goodsVatPercent: lotGoodsVatPercent(lot.taxTreatment, extra.auctionGoodsVatPercent),
  originalPrice: lot.originalPrice,
  hasDownprice: lot.hasDownprice,
  maxBid: lot.maxBid,
  leader: extra.leader,
  bidsCount: lot.bidsCount,
  minimumBid: extra.minimumBid,
  startDate: iso(lot.startDate ?? extra.auctionStartDate),
  endDate: iso(lot.endDate),
  extended: extra.extended,
  status: lot.status,
  order: lot.order,
  quantity: lot.quantity,
  sold: lot.sold,
  // Only whether the reserve is met: its amount never leaves the back office.
  reserveMet: isReserveMet(lot),
  provisional: lot.awardState === 'provisional',
  isBlock: lot.isBlock,
  blockLotId: lot.blockLotId,
  cover: extra.cover,
  sublotsCount: extra.sublotsCount,
  live: extra.live,
});
