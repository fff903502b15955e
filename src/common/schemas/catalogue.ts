import { z } from 'zod';
import { ZPageMetadataSchema } from './api.ts';

export const imageSizes = ['thumb', 'small', 'default', 'big', 'large'] as const;

export const ZImageSchema = z
  .object({
    id: z.number().int(),
    alt: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    thumb: z.string().nullable(),
    small: z.string().nullable(),
    default: z.string().nullable(),
    big: z.string().nullable(),
    large: z.string().nullable(),
    /** Images imported from the old site exist in one size only. */
    url: z.string().nullable(),
  })
  .meta({ id: 'Image' });
export type TImage = z.infer<typeof ZImageSchema>;

export const ZFileSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    url: z.string(),
    mimeType: z.string(),
    size: z.number().int(),
  })
  .meta({ id: 'File' });
export type TFile = z.infer<typeof ZFileSchema>;

export const ZMetadataEntrySchema = z
  .object({
    id: z.number().int(),
    metadataFieldId: z.number().int(),
    metadataFieldName: z.string(),
    metadataFieldPriority: z.number().int(),
    metadataFieldType: z.string(),
    value: z.string(),
  })
  .meta({ id: 'MetadataEntry' });
export type TMetadataEntry = z.infer<typeof ZMetadataEntrySchema>;

const isoDate = z.iso.datetime({ offset: true });
const nullableIsoDate = isoDate.nullable();

/** Who may buy and whether the goods carry the consumer's right of withdrawal (src/common/withdrawal-rules.ts). */
const buyerTermsFields = {
  buyers: z
    .enum(['all', 'professionals'])
    .describe('all: consumers and professionals; professionals: company accounts only (no withdrawal right)'),
  withdrawalExcluded: z.boolean().describe('Goods excluded from the right of withdrawal (property…)'),
  withdrawalExclusionReason: z.string().nullable(),
};

export const ZAuctionSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    descriptionHtml: z.string().describe('The description rendered from Markdown; raw HTML in it is escaped'),
    inspectionDates: z.string().nullable(),
    slug: z.string(),
    commissionPercent: z.number(),
    goodsVatPercent: z
      .number()
      .nullable()
      .describe('IVA on the hammer price; null when the goods are exempt'),
    caution: z.number().int().nullable().describe('Deposit in cents'),
    startDate: isoDate,
    endDate: isoDate,
    lotQuantity: z.number().int(),
    images: z.array(ZImageSchema),
    files: z.array(ZFileSchema),
    lotInterval: z.number().int().describe('Minutes between consecutive lot endings'),
    subscriptionIsOpen: z.boolean(),
    address: z.string().nullable(),
    googleMapsUrl: z.string().nullable(),
    lastCollectionDate: nullableIsoDate,
    lastPaymentDate: nullableIsoDate,
    status: z.enum(['open', 'closed']),
    location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    inHistory: z.boolean(),
    youtubeUrl: z.string().nullable(),
    metadata: z.array(ZMetadataEntrySchema),
    externalInvoice: z.boolean(),
    published: z.boolean(),
    showHammerPrice: z.boolean(),
    acceptOffers: z.boolean(),
    requiresApproval: z
      .boolean()
      .describe('Results wait as adjudicación provisional until the house (or its approver) approves each'),
    format: z
      .enum(['timed', 'live'])
      .describe('timed: each lot ends at its time; live: called by an auctioneer'),
    liveStartsAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .describe('A live auction: when the first lot is called'),
    ...buyerTermsFields,
    depositRefundDays: z
      .number()
      .int()
      .describe(
        "Working days (Monday–Friday) after the close within which non-winners' deposits are returned",
      ),
    createdOn: isoDate,
    /** End of the last lot: the auction is over for bidders after it. */
    lastLotEndDate: nullableIsoDate,
  })
  .meta({ id: 'Auction' });
export type TAuction = z.infer<typeof ZAuctionSchema>;

/** What lists and cards need: no files, no metadata, only the cover image. */
export const ZAuctionSummarySchema = ZAuctionSchema.pick({
  id: true,
  title: true,
  slug: true,
  startDate: true,
  endDate: true,
  lastLotEndDate: true,
  status: true,
  caution: true,
  commissionPercent: true,
  goodsVatPercent: true,
  address: true,
  lotQuantity: true,
  subscriptionIsOpen: true,
  inHistory: true,
  format: true,
  liveStartsAt: true,
})
  .extend({ cover: ZImageSchema.nullable() })
  .meta({ id: 'AuctionSummary' });
export type TAuctionSummary = z.infer<typeof ZAuctionSummarySchema>;

export const ZSublotSchema = z
  .object({
    id: z.number().int(),
    lotId: z.number().int(),
    title: z.string(),
    description: z.string(),
    youtubeUrl: z.string().nullable(),
    images: z.array(ZImageSchema),
    files: z.array(ZFileSchema),
    metadata: z.array(ZMetadataEntrySchema),
    order: z.number().int(),
    quantity: z.number().int(),
  })
  .meta({ id: 'Sublot' });
export type TSublot = z.infer<typeof ZSublotSchema>;

const lotFields = {
  id: z.number().int(),
  auctionId: z.number().int(),
  title: z.string(),
  slug: z.string(),
  price: z.number().int().describe('Starting price in cents'),
  goodsVatPercent: z
    .number()
    .nullable()
    .describe("IVA on this lot's hammer (its own tax treatment or its auction's); null: none"),
  originalPrice: z.number().int().nullable(),
  hasDownprice: z.boolean(),
  maxBid: z.number().int().nullable().describe('Highest accepted bid in cents'),
  leader: z
    .string()
    .nullable()
    .describe('The leading bidder’s pseudonym on this lot ("Pujador 3"); never a user id'),
  bidsCount: z.number().int(),
  minimumBid: z.number().int().describe('Least amount in cents the next bid must reach'),
  startDate: isoDate,
  endDate: isoDate,
  extended: z
    .boolean()
    .describe('A late bid has moved the end forward (soft close): endDate is the extended end'),
  status: z.enum(['open', 'closed']),
  order: z.number().int(),
  quantity: z.number().int(),
  sold: z.boolean().describe('Adjudicated: closed and awarded (approved where results need approval)'),
  reserveMet: z
    .boolean()
    .nullable()
    .describe(
      'Whether the top bid reaches the hidden reserve; null when the lot has none (never the reserve itself)',
    ),
  provisional: z.boolean().describe('Closed with an adjudicación provisional waiting for approval'),
  isBlock: z.boolean().describe('An en bloc lot: a group of the auction’s lots offered together'),
  blockLotId: z.number().int().nullable().describe('The en bloc lot this lot is also offered in'),
};

/** A live sale (docs/live-sales.md): waiting for its start, running lot by lot, or finished. */
export const liveSaleStatuses = ['waiting', 'running', 'finished'] as const;

/**
 * Where a live auction's lot stands in its sale, for the lists that would otherwise show a countdown: such a
 * lot has no end of its own, it is sold when the auctioneer calls it (docs/live-sales.md).
 */
export const ZLotLiveSchema = z
  .object({
    status: z.enum(['waiting', 'running']).describe('The sale has not started yet, or is running now'),
    startsAt: z.iso.datetime({ offset: true }).nullable().describe('When the sale starts'),
    current: z.boolean().describe('This lot is the one being called now'),
  })
  .meta({ id: 'LotLive' });
export type TLotLive = z.infer<typeof ZLotLiveSchema>;

export const ZLotLiveFieldSchema = ZLotLiveSchema.nullable().describe(
  'Set for a lot of a live sale not yet over (no countdown then: it closes at the hammer); null otherwise',
);

export const ZLotSummarySchema = z
  .object({
    ...lotFields,
    cover: ZImageSchema.nullable(),
    sublotsCount: z.number().int(),
    live: ZLotLiveFieldSchema,
  })
  .meta({ id: 'LotSummary' });
export type TLotSummary = z.infer<typeof ZLotSummarySchema>;

export const ZLotSchema = z
  .object({
    ...lotFields,
    description: z.string(),
    descriptionHtml: z.string().describe('The description rendered from Markdown; raw HTML in it is escaped'),
    youtubeUrl: z.string().nullable(),
    images: z.array(ZImageSchema),
    files: z.array(ZFileSchema),
    metadata: z.array(ZMetadataEntrySchema),
    published: z.boolean(),
    sublots: z.array(ZSublotSchema),
    blockMembers: z
      .array(z.object({ id: z.number().int(), title: z.string(), order: z.number().int() }))
      .describe('The lots an en bloc lot groups (empty for other lots)'),
    chainHead: z
      .string()
      .nullable()
      .describe(
        'Once closed, the last link of the lot’s bid chain (docs/bid-receipts.md): every receipt of it leads here; null while open or without bids',
      ),
  })
  .meta({ id: 'Lot' });
export type TLot = z.infer<typeof ZLotSchema>;

export const ZPublicBidSchema = z
  .object({
    id: z.number().int(),
    amount: z.number().int(),
    bidder: z.string().describe('Pseudonym per lot ("Pujador 3"), or "Tú" for the caller'),
    isAuto: z.boolean(),
    winsTie: z.boolean().describe('Equal to the bid below it: an earlier maximum wins the tie'),
    isMine: z.boolean(),
    createdOn: isoDate,
  })
  .meta({ id: 'PublicBid' });
export type TPublicBid = z.infer<typeof ZPublicBidSchema>;

/** What a page that follows an auction live needs to open its stream without missing a bid. */
export const ZLiveMetadataSchema = z.object({
  liveEventId: z
    .number()
    .int()
    .describe(
      'The last live event before this answer was read: open GET /api/frontend/auctions/{id}/live?lastEventId= with it to receive every later one.',
    ),
});

export const ZAuctionDetailResponseSchema = z.object({
  data: z.object({ auction: ZAuctionSchema, lots: z.array(ZLotSummarySchema) }),
  metadata: ZLiveMetadataSchema,
});
export type TAuctionDetailResponse = z.infer<typeof ZAuctionDetailResponseSchema>;

export const ZAuctionListResponseSchema = z.object({
  data: z.object({ auctions: z.array(ZAuctionSummarySchema) }),
  metadata: ZPageMetadataSchema,
});
export type TAuctionListResponse = z.infer<typeof ZAuctionListResponseSchema>;

export const ZOpenAuctionsResponseSchema = z.object({
  data: z.object({ auctions: z.array(ZAuctionSummarySchema) }),
  metadata: z.object({
    lotQuantity: z.record(z.string(), z.number().int()).describe('Lots per auction id'),
  }),
});
export type TOpenAuctionsResponse = z.infer<typeof ZOpenAuctionsResponseSchema>;

export const ZOpenAuctionsResumeResponseSchema = z.object({
  data: z.object({
    auctions: z.array(
      ZAuctionSummarySchema.pick({
        id: true,
        title: true,
        slug: true,
        startDate: true,
        endDate: true,
        lotQuantity: true,
      }),
    ),
  }),
});
export type TOpenAuctionsResumeResponse = z.infer<typeof ZOpenAuctionsResumeResponseSchema>;

/** The auction as the lot page shows it: the summary, with the map, the video and the payment deadline. */
export const ZLotAuctionSchema = ZAuctionSummarySchema.extend(
  ZAuctionSchema.pick({
    location: true,
    youtubeUrl: true,
    lastPaymentDate: true,
    buyers: true,
    withdrawalExcluded: true,
    withdrawalExclusionReason: true,
  }).shape,
).meta({ id: 'LotAuction' });
export type TLotAuction = z.infer<typeof ZLotAuctionSchema>;

/** The lot before or after this one in its auction's order, for the page's previous/next links. */
export const ZLotNeighbourSchema = z
  .object({ id: z.number().int(), order: z.number().int(), title: z.string() })
  .meta({ id: 'LotNeighbour' });
export type TLotNeighbour = z.infer<typeof ZLotNeighbourSchema>;

export const ZLotDetailResponseSchema = z.object({
  data: z.object({
    lot: ZLotSchema,
    auction: ZLotAuctionSchema,
    previous: ZLotNeighbourSchema.nullable().describe('The published lot before this one in the auction'),
    next: ZLotNeighbourSchema.nullable().describe('The published lot after this one in the auction'),
  }),
  metadata: ZLiveMetadataSchema,
});
export type TLotDetailResponse = z.infer<typeof ZLotDetailResponseSchema>;

/** The home's "closing soon": open lots of running auctions, soonest end first, with their auction's title. */
export const ZLotsClosingSoonResponseSchema = z.object({
  data: z.object({ lots: z.array(ZLotSummarySchema.extend({ auctionTitle: z.string() })) }),
});

export const ZLotBidsResponseSchema = z.object({
  data: z.object({ bids: z.array(ZPublicBidSchema) }),
  metadata: z.object({ total: z.number().int() }),
});
export type TLotBidsResponse = z.infer<typeof ZLotBidsResponseSchema>;

/** `filter` of `GET /api/frontend/auctions/published`, sent JSON-stringified. */
export const ZAuctionFilterSchema = z
  .object({
    status: z.enum(['running', 'upcoming', 'open', 'closed']).optional(),
    search: z.string().trim().max(100).optional(),
  })
  .strict();
export type TAuctionFilter = z.infer<typeof ZAuctionFilterSchema>;

export const ZAuctionOrderSchema = z
  .object({
    field: z.enum(['startDate', 'endDate', 'title', 'createdOn']),
    direction: z.enum(['asc', 'desc']).default('asc'),
  })
  .strict();
export type TAuctionOrder = z.infer<typeof ZAuctionOrderSchema>;
