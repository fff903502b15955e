import type { TAuction, TAuctionSummary, TImage, TLotSummary } from '@/common/schemas/catalogue.ts';
import type { auctions, lots } from '@/server/db/schema/index.ts';
import { renderMarkdown } from '@/server/lib/markdown.ts';

type TAuctionRow = typeof auctions.$inferSelect;
type TLotRow = typeof lots.$inferSelect;

export type TAuctionStats = { lotQuantity: number; lastLotEndDate: Date | null };

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export const toAuctionSummary = (
  row: TAuctionRow,
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
  createdOn: iso(row.createdOn),
  ...media,
});

/** A lot opens with its auction unless it has a start of its own (DESIGN §5). */
export const lotStartDate = (lot: TLotRow, auction: Pick<TAuctionRow, 'startDate'>) =>
  lot.startDate ?? auction.startDate;

export const toLotSummary = (
  lot: TLotRow,
  extra: {
    auctionStartDate: Date;
    minimumBid: number;
    cover: TImage | null;
    sublotsCount: number;
    leader: string | null;
  },
): TLotSummary => ({
  id: lot.id,
  auctionId: lot.auctionId,
  title: lot.title,
  slug: lot.slug,
  price: lot.price,
  originalPrice: lot.originalPrice,
  hasDownprice: lot.hasDownprice,
  maxBid: lot.maxBid,
  leader: extra.leader,
  bidsCount: lot.bidsCount,
  minimumBid: extra.minimumBid,
  startDate: iso(lot.startDate ?? extra.auctionStartDate),
  endDate: iso(lot.endDate),
  status: lot.status,
  order: lot.order,
  quantity: lot.quantity,
  sold: lot.sold,
  cover: extra.cover,
  sublotsCount: extra.sublotsCount,
});
