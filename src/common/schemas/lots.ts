import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';
import { lotAwardStates } from '../lot-award.ts';
import { taxTreatments } from '../tax-treatment.ts';
import { dateTime, maxDbInteger, nullableText, ZYoutubeUrlSchema } from './api.ts';
import { ZFileSchema, ZImageSchema } from './media.ts';
import { ZAdminUserBriefSchema } from './users.ts';

const t = apiText.lots;

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

/** The home's "closing soon": open lots of running auctions, soonest end first, with their auction's title. */
export const ZLotsClosingSoonResponseSchema = z.object({
  data: z.object({ lots: z.array(ZLotSummarySchema.extend({ auctionTitle: z.string() })) }),
});

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

/** The lot before or after this one in its auction's order, for the page's previous/next links. */
export const ZLotNeighbourSchema = z
  .object({ id: z.number().int(), order: z.number().int(), title: z.string() })
  .meta({ id: 'LotNeighbour' });
export type TLotNeighbour = z.infer<typeof ZLotNeighbourSchema>;

export const ZLotInputSchema = z.object({
  title: z
    .string({ error: () => t.titleMissing })
    .trim()
    .min(2, { error: () => t.titleTooShort })
    .max(200),
  description: z.string().max(20_000).default(''),
  price: z
    .number({ error: () => t.priceMissing })
    .int({ error: () => t.priceInCents })
    .min(0)
    .max(maxDbInteger, { error: () => t.priceTooLarge }),
  originalPrice: z
    .number()
    .int()
    .min(0)
    .max(maxDbInteger, { error: () => t.originalPriceTooLarge })
    .nullable()
    .default(null),
  hasDownprice: z.boolean().default(false),
  startDate: dateTime.nullish().transform((value) => value ?? null),
  endDate: dateTime.optional().describe('Defaults to nextLotEndDate'),
  youtubeUrl: ZYoutubeUrlSchema,
  quantity: z.number().int().min(1).default(1),
  published: z.boolean().default(true),
  invoiceDescription: nullableText(500),
  reservePrice: z
    .number()
    .int({ error: () => t.reservePriceInCents })
    .min(0, { error: () => t.reservePriceNegative })
    .max(maxDbInteger, { error: () => t.reservePriceTooLarge })
    .nullable()
    .default(null)
    .describe('Hidden reserve in cents: a lot closing below it waits for approval; never public'),
  isBlock: z.boolean().default(false).describe('An en bloc lot grouping other lots of the auction'),
  blockMarginPercent: z
    .number({ error: () => t.blockMarginMissing })
    .int({ error: () => t.blockMarginWhole })
    .min(0, { error: () => t.blockMarginNegative })
    .max(1000, { error: () => t.blockMarginTooHigh })
    .default(0)
    .describe('The block wins only when its top bid beats the sum of its lots by more than this %'),
  blockLotId: z
    .number()
    .int()
    .positive()
    .nullable()
    .default(null)
    .describe('The en bloc lot of the same auction this lot is also offered in'),
  taxTreatment: z
    .enum(taxTreatments, { error: () => t.taxTreatmentMissing })
    .nullable()
    .default(null)
    .describe("Overrides the auction's tax treatment; null: the auction's"),
  taxProvision: nullableText(20).describe('The exact provision an exempt or not-subject lot cites'),
  purchasePrice: z
    .number()
    .int({ error: () => t.purchasePriceInCents })
    .min(0, { error: () => t.purchasePriceNegative })
    .max(maxDbInteger, { error: () => t.purchasePriceTooLarge })
    .nullable()
    .default(null)
    .describe(
      'What the seller is paid, in cents: the REBU margin is the hammer less this (back office only)',
    ),
});
export type TLotInput = z.input<typeof ZLotInputSchema>;

export const ZSublotInputSchema = z.object({
  title: z
    .string({ error: () => t.sublotTitleMissing })
    .trim()
    .min(2, { error: () => t.titleTooShort })
    .max(200),
  description: z.string().max(10_000).default(''),
  quantity: z
    .number()
    .int()
    .min(1, { error: () => t.sublotQuantityTooSmall })
    .default(1),
});
export type TSublotInput = z.input<typeof ZSublotInputSchema>;

export const metadataFieldTypes = ['string', 'number', 'boolean', 'date', 'url'] as const;

/** `PUT …/lots/{id}/metadata` and `PUT …/auctions/{id}/metadata`: the whole list, in order. */
export const ZMetadataInputSchema = z.object({
  entries: z
    .array(
      z.object({
        name: z
          .string()
          .trim()
          .min(1, { error: () => t.metadataNameMissing })
          .max(100),
        value: z
          .string()
          .trim()
          .min(1, { error: () => t.metadataValueMissing })
          .max(1000),
        priority: z
          .number()
          .int()
          .min(0)
          .max(10_000)
          .optional()
          .describe('Display order of the field (lower first)'),
        type: z.enum(metadataFieldTypes).optional(),
      }),
    )
    .max(100),
});
export type TMetadataInput = z.input<typeof ZMetadataInputSchema>;

/** `POST /api/admin/auctions/{id}/lots`: where the new lot went and when it ends. */
export const ZAddedLotResponseSchema = z.object({
  data: z.object({
    lot: z.object({ id: z.number().int(), order: z.number().int(), title: z.string(), endDate: isoDate }),
  }),
});
export type TAddedLotResponse = z.infer<typeof ZAddedLotResponseSchema>;

/** `PUT /api/admin/lots/{id}`. */
export const ZSavedLotResponseSchema = z.object({
  data: z.object({
    lot: z.object({ id: z.number().int(), title: z.string(), price: z.number().int(), endDate: isoDate }),
  }),
});
export type TSavedLotResponse = z.infer<typeof ZSavedLotResponseSchema>;

/** `GET /api/admin/auctions/{id}/nextLotEndDate`. */
export const ZNextLotEndDateResponseSchema = z.object({ data: z.object({ nextLotEndDate: isoDate }) });
export type TNextLotEndDateResponse = z.infer<typeof ZNextLotEndDateResponseSchema>;

/** `POST /api/admin/auctions/{id}/lots/shift`. */
export const ZShiftedLotsResponseSchema = z.object({
  data: z.object({ moved: z.number().int().describe('How many open lots were moved') }),
});
export type TShiftedLotsResponse = z.infer<typeof ZShiftedLotsResponseSchema>;

/** One row of a spreadsheet of lots as the import reads it; `lot` is what it would create (absent on errors). */
export const ZLotImportRowSchema = z.object({
  line: z.number().int().describe('Line in the file (the header is line 1)'),
  title: z.string(),
  price: z.number().int().nullable(),
  errors: z.array(z.string()),
  lot: z
    .object({
      title: z.string(),
      description: z.string(),
      price: z.number().int(),
      originalPrice: z.number().int().nullable(),
      reservePrice: z.number().int().nullable().describe('Hidden reserve in cents (column «reserva»)'),
      quantity: z.number().int(),
      taxTreatment: z.enum(taxTreatments).nullable().describe("Column «tributacion»; null: the auction's"),
      taxProvision: z.string().nullable().describe('Column «precepto»'),
      purchasePrice: z.number().int().nullable().describe('Column «precio de compra», in cents (REBU)'),
      metadata: z.array(z.object({ name: z.string(), value: z.string() })),
    })
    .optional(),
});
export type TLotImportRow = z.infer<typeof ZLotImportRowSchema>;

/** `POST /api/admin/auctions/{id}/lots/import`: the rows checked (dry run) or how many lots were created. */
export const ZLotImportResponseSchema = z.object({
  data: z.object({ rows: z.array(ZLotImportRowSchema), created: z.number().int() }),
});
export type TLotImportResponse = z.infer<typeof ZLotImportResponseSchema>;

/** `POST /api/admin/lots/{id}/sublots` and `PUT /api/admin/sublots/{id}`. */
export const ZSavedSublotResponseSchema = z.object({
  data: z.object({ sublot: z.object({ id: z.number().int(), title: z.string(), order: z.number().int() }) }),
});
export type TSavedSublotResponse = z.infer<typeof ZSavedSublotResponseSchema>;

/** `POST /api/admin/auctions/{id}/lots/import`: a CSV's text or an .xlsx file in base64, previewed unless dryRun is false. */
export const ZLotImportRequestSchema = z
  .object({
    csv: z.string().max(4_000_000).optional(),
    xlsxBase64: z.string().max(11_000_000).optional(),
    dryRun: z.boolean().default(true),
  })
  .refine((body) => Boolean(body.csv) !== Boolean(body.xlsxBase64), {
    path: ['csv'],
    error: () => t.importSourceMissing,
  });
export type TLotImportRequest = z.input<typeof ZLotImportRequestSchema>;

/** `POST /api/admin/lots/bulk-publish`: the back office publishes (or withdraws) several lots at once. */
export const ZLotBulkPublishRequestSchema = z.object({
  ids: z
    .array(
      z
        .number()
        .int()
        .positive({ error: () => t.lotIdInvalid }),
      { error: () => t.lotsMissing },
    )
    .min(1, { error: () => t.selectAtLeastOneLot })
    .max(500, { error: () => t.tooManyLotsToPublish }),
  published: z.boolean({ error: () => t.publishedMissing }),
});
export type TLotBulkPublishRequest = z.infer<typeof ZLotBulkPublishRequestSchema>;

/** The back office's "Resultados pendientes": results waiting for approval and en bloc decisions. */
const ZAwardLotSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  title: z.string(),
  price: z.number().int(),
  reservePrice: z.number().int().nullable().describe('Hidden reserve in cents'),
  maxBid: z.number().int().nullable(),
  bidsCount: z.number().int(),
  status: z.enum(['open', 'closed']),
  awardState: z.enum(lotAwardStates).nullable(),
  topBidder: ZAdminUserBriefSchema.nullable(),
});
export type TAwardLot = z.infer<typeof ZAwardLotSchema>;

/** `decideBlock` of src/common/lot-award.ts, as the server took it. */
export const ZBlockDecisionSchema = z.object({
  winner: z.enum(['block', 'lots']),
  blockBid: z.number().int(),
  lotsSum: z.number().int().describe('The members’ top bids added up'),
  marginPercent: z.number().int(),
  blockNeeds: z.number().int().describe('The least block bid that would have won'),
});
export type TBlockDecision = z.infer<typeof ZBlockDecisionSchema>;

/** `GET /api/admin/auctions/{id}/awards`. */
export const ZAwardResultsResponseSchema = z.object({
  data: z.object({
    auction: z.object({
      id: z.number().int(),
      title: z.string(),
      requiresApproval: z.boolean(),
      approver: z.string().nullable(),
    }),
    pending: z
      .array(ZAwardLotSchema)
      .describe('Closed lots waiting for approval (provisional, below reserve)'),
    blocks: z.array(
      z.object({
        block: ZAwardLotSchema,
        members: z.array(ZAwardLotSchema),
        decision: ZBlockDecisionSchema.nullable().describe(
          'Null until the block and all its lots are closed',
        ),
      }),
    ),
  }),
});
export type TAwardResultsResponse = z.infer<typeof ZAwardResultsResponseSchema>;

/** `POST /api/admin/lots/{id}/award` and, for several lots of one auction, `POST /api/admin/auctions/{id}/awards`. */
export const ZAwardDecisionSchema = z.enum(['approve', 'reject'], {
  error: () => t.awardDecisionMissing,
});

export const ZAwardDecisionRequestSchema = z.object({ decision: ZAwardDecisionSchema });
export type TAwardDecisionRequest = z.infer<typeof ZAwardDecisionRequestSchema>;

export const ZBulkAwardDecisionRequestSchema = z.object({
  decision: ZAwardDecisionSchema,
  lotIds: z
    .array(z.number().int().positive())
    .min(1, { error: () => t.chooseAtLeastOneLot })
    .max(1000, { error: () => t.tooManyLots }),
});
export type TBulkAwardDecisionRequest = z.infer<typeof ZBulkAwardDecisionRequestSchema>;

export const ZAwardDecisionResponseSchema = z.object({
  data: z.object({
    lots: z.array(z.object({ id: z.number().int(), awardState: z.enum(lotAwardStates), sold: z.boolean() })),
  }),
});
export type TAwardDecisionResponse = z.infer<typeof ZAwardDecisionResponseSchema>;
