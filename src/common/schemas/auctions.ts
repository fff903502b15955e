import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';
import { lotAwardStates } from '../lot-award.ts';
import { isProvisionOf, taxTreatments } from '../tax-treatment.ts';
import { isValidSpanishTaxId } from '../validation/spanish-ids.ts';
import { dateTime, maxDbInteger, nullableText, ZPageMetadataSchema, ZYoutubeUrlSchema } from './api.ts';
import { ZAuditEntrySchema } from './audit.ts';
import { ZLotNeighbourSchema, ZLotSchema, ZLotSummarySchema, ZMetadataEntrySchema } from './lots.ts';
import { ZFileSchema, ZImageSchema } from './media.ts';
import { ZAdminUserBriefSchema } from './users.ts';

const t = apiText.auctions;

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

/** Every editable field of an auction (docs/product.md#catalogue); money in cents, dates ISO. */
export const ZAuctionInputSchema = z
  .object({
    title: z
      .string({ error: () => t.titleMissing })
      .trim()
      .min(3, { error: () => t.titleTooShort })
      .max(200),
    description: z.string().max(20_000).default(''),
    inspectionDates: nullableText(500),
    slug: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: () => t.slugInvalid })
      .max(120)
      .optional(),
    commissionPercent: z
      .number({ error: () => t.commissionMissing })
      .min(0, { error: () => t.commissionNegative })
      .max(100, { error: () => t.commissionTooHigh }),
    goodsVatPercent: z
      .number({ error: () => t.goodsVatMissing })
      .min(0, { error: () => t.goodsVatNegative })
      .max(100, { error: () => t.goodsVatTooHigh })
      .nullable()
      .default(21)
      .describe('IVA on the hammer price; null when the goods are exempt'),
    caution: z
      .number()
      .int({ error: () => t.depositInCents })
      .min(0)
      .max(maxDbInteger, { error: () => t.depositTooLarge })
      .nullable()
      .default(null),
    startDate: dateTime,
    endDate: dateTime,
    lotInterval: z
      .number()
      .int()
      .min(0, { error: () => t.lotIntervalNegative })
      .max(1440)
      .default(1),
    subscriptionIsOpen: z.boolean().default(true),
    address: nullableText(300),
    googleMapsUrl: z
      .url({ error: () => t.mapUrlInvalid })
      .nullish()
      .transform((value) => value ?? null),
    lastCollectionDate: dateTime.nullish().transform((value) => value ?? null),
    lastPaymentDate: dateTime.nullish().transform((value) => value ?? null),
    location: z
      .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
      .nullish()
      .transform((value) => value ?? null),
    inHistory: z.boolean().default(false),
    youtubeUrl: ZYoutubeUrlSchema,
    externalInvoice: z.boolean().default(false),
    taxTreatment: z
      .enum(taxTreatments, { error: () => t.taxTreatmentMissing })
      .default('general')
      .describe('general (IVA at goodsVatPercent), exempt, not-subject or rebu; a lot may override it'),
    taxProvision: nullableText(20).describe(
      'The exact provision an exempt or not-subject sale cites, e.g. 20.1.22',
    ),
    houseSells: z
      .boolean()
      .default(false)
      .describe('The house sells in its own name: it invoices the goods, not the seller'),
    showHammerPrice: z.boolean().default(true),
    acceptOffers: z.boolean().default(false),
    requiresApproval: z
      .boolean()
      .default(false)
      .describe('Closed lots wait as adjudicación provisional until approved or rejected'),
    approver: nullableText(200).describe(
      'Who approves the results (e.g. the administrador concursal: name or e-mail), recorded with each decision',
    ),
    buyers: z
      .enum(['all', 'professionals'], { error: () => t.buyersMissing })
      .default('all')
      .describe('all: consumers and professionals; professionals: company accounts only'),
    withdrawalExcluded: z
      .boolean()
      .default(false)
      .describe('Goods excluded from the right of withdrawal (property…): never offered'),
    withdrawalExclusionReason: nullableText(300),
    depositRefundDays: z
      .number({ error: () => t.depositRefundDaysMissing })
      .int({ error: () => t.depositRefundDaysWhole })
      .min(1, { error: () => t.depositRefundDaysTooFew })
      .max(60, { error: () => t.depositRefundDaysTooMany })
      .default(3),
    format: z
      .enum(['timed', 'live'], { error: () => t.formatMissing })
      .default('timed')
      .describe('timed: each lot ends at its time; live: an auctioneer calls the lots (docs/live-sales.md)'),
    liveStartsAt: dateTime
      .nullish()
      .transform((value) => value ?? null)
      .describe('A live auction: when the first lot is called; absentee bids open at startDate'),
  })
  .refine((auction) => auction.format !== 'live' || auction.liveStartsAt !== null, {
    path: ['liveStartsAt'],
    error: () => t.liveStartMissing,
  })
  .refine((auction) => new Date(auction.endDate) > new Date(auction.startDate), {
    path: ['endDate'],
    error: () => t.endBeforeStart,
  })
  .refine((auction) => !auction.withdrawalExcluded || auction.withdrawalExclusionReason !== null, {
    path: ['withdrawalExclusionReason'],
    error: () => t.withdrawalExclusionReasonMissing,
  })
  .refine((auction) => isProvisionOf(auction.taxTreatment, auction.taxProvision), {
    path: ['taxProvision'],
    error: () => t.taxProvisionInvalid,
  })
  // Only the general treatment charges IVA on the hammer: the rate of any other is none.
  .transform((auction) =>
    auction.taxTreatment === 'general' ? auction : { ...auction, goodsVatPercent: null },
  )
  .refine((auction) => auction.taxTreatment !== 'general' || auction.goodsVatPercent !== null, {
    path: ['goodsVatPercent'],
    error: () => t.goodsVatOrTreatmentMissing,
  });
export type TAuctionInput = z.input<typeof ZAuctionInputSchema>;

export const ZAdminAuctionFilterSchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    status: z.enum(['open', 'closed']).optional(),
    published: z.boolean().optional(),
  })
  .strict();

export const ZAdminAuctionOrderSchema = z
  .object({
    field: z.enum(['startDate', 'endDate', 'title', 'createdOn']),
    direction: z.enum(['asc', 'desc']).default('desc'),
  })
  .strict();
export type TAdminAuctionFilter = z.infer<typeof ZAdminAuctionFilterSchema>;
export type TAdminAuctionOrder = z.infer<typeof ZAdminAuctionOrderSchema>;

export const adminAuctionOrderFields = ZAdminAuctionOrderSchema.shape.field.options;

export const ZInvoicingDataSchema = z.object({
  invoicingData: z.object({
    issuerName: z
      .string()
      .trim()
      .min(1, { error: () => t.issuerNameMissing })
      .max(200),
    issuerVatId: z
      .string({ error: () => t.issuerVatIdMissing })
      .trim()
      .min(1, { error: () => t.issuerVatIdMissing })
      .max(30)
      .refine(isValidSpanishTaxId, { error: () => t.issuerVatIdInvalid }),
    issuerAddress: z
      .string({ error: () => t.issuerAddressMissing })
      .trim()
      .min(1, { error: () => t.issuerAddressMissing })
      .max(300),
    invoiceSeries: z.string().trim().max(20).default(''),
    notes: z.string().trim().max(2000).default(''),
  }),
});

const auctionStatus = z.enum(['open', 'closed']);

/** An auction in the back-office list: its public summary and whether it is published. */
export const ZAdminAuctionSummarySchema = ZAuctionSummarySchema.extend({ published: z.boolean() });
export type TAdminAuctionSummary = z.infer<typeof ZAdminAuctionSummarySchema>;

/** `GET /api/admin/auctions`. */
export const ZAdminAuctionsResponseSchema = z.object({
  data: z.object({ auctions: z.array(ZAdminAuctionSummarySchema) }),
  metadata: ZPageMetadataSchema,
});
export type TAdminAuctionsResponse = z.infer<typeof ZAdminAuctionsResponseSchema>;

/** Who invoices an auction's lots, as saved (`ZInvoicingDataSchema`); null until it is set. */
const ZInvoiceDataSchema = z.record(z.string(), z.unknown()).nullable();

/**
 * Why the money fields (commission, IVA, deposit; a lot's prices, buyer and bids) can no longer change: the
 * auction or lot has settlements or invoices, and corrections go through a factura rectificativa. Null while
 * they can. The forms show those fields read-only with this reason.
 */
export const ZMoneyLockSchema = z
  .string()
  .nullable()
  .describe('Why the money fields are read-only (settlements or invoices exist); null while editable');

/** `GET /api/admin/auctions/{id}`: the auction with every lot (drafts included), its invoicing data and trail. */
export const ZAdminAuctionResponseSchema = z.object({
  data: z.object({
    auction: ZAuctionSchema.extend({
      approver: z.string().nullable(),
      taxTreatment: z.enum(taxTreatments),
      taxProvision: z.string().nullable(),
      houseSells: z.boolean(),
    }),
    lots: z.array(ZLotSummarySchema),
    invoiceData: ZInvoiceDataSchema,
    audit: z.array(ZAuditEntrySchema),
    followers: z
      .record(z.string(), z.number().int())
      .describe('How many people follow each lot (watchlist), by lot id: interest before the auction opens'),
    draftLotIds: z
      .array(z.number().int())
      .describe('The lots not published yet (the public does not see them)'),
    moneyLock: ZMoneyLockSchema,
  }),
});
export type TAdminAuctionResponse = z.infer<typeof ZAdminAuctionResponseSchema>;

/** What creating, editing, publishing or unpublishing an auction answers. */
export const ZSavedAuctionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  published: z.boolean(),
  status: auctionStatus,
});
export type TSavedAuction = z.infer<typeof ZSavedAuctionSchema>;

export const ZSavedAuctionResponseSchema = z.object({ data: z.object({ auction: ZSavedAuctionSchema }) });
export type TSavedAuctionResponse = z.infer<typeof ZSavedAuctionResponseSchema>;

/** `PUT /api/admin/auctions/{id}/invoicingData`. */
export const ZInvoicingDataResponseSchema = z.object({
  data: z.object({ auction: ZSavedAuctionSchema.extend({ invoiceData: ZInvoiceDataSchema }) }),
});
export type TInvoicingDataResponse = z.infer<typeof ZInvoicingDataResponseSchema>;

/** `POST /api/admin/auctions/{id}/close`. */
export const ZClosedAuctionResponseSchema = z.object({
  data: z.object({
    auction: z.object({ id: z.number().int(), status: auctionStatus, closedOn: isoDate.nullable() }),
  }),
});
export type TClosedAuctionResponse = z.infer<typeof ZClosedAuctionResponseSchema>;

/** An auction's results (docs/product.md#api-contract): each lot with its hammer price, winner and what the buyer owes. */
export const ZAuctionResultsSchema = z.object({
  auction: z.object({
    id: z.number().int(),
    title: z.string(),
    status: auctionStatus,
    commissionPercent: z.number(),
    endDate: isoDate,
  }),
  lots: z.array(
    z.object({
      id: z.number().int(),
      order: z.number().int(),
      title: z.string(),
      price: z.number().int(),
      maxBid: z.number().int().nullable(),
      bidsCount: z.number().int(),
      status: auctionStatus,
      sold: z.boolean(),
      winnerId: z.number().int().nullable(),
      money: z
        .object({
          hammer: z.number().int(),
          premium: z.number().int(),
          vat: z.number().int(),
          total: z.number().int(),
        })
        .nullable()
        .describe('From the buyer’s liquidación; null while unsold'),
    }),
  ),
  bids: z
    .array(
      z.object({
        id: z.number().int(),
        lotId: z.number().int(),
        userId: z.number().int(),
        amount: z.number().int(),
        createdOn: isoDate,
      }),
    )
    .describe('The highest bid of each lot'),
  users: z.array(ZAdminUserBriefSchema).describe('The winners'),
});
export type TAuctionResults = z.infer<typeof ZAuctionResultsSchema>;

export const ZAuctionResultsResponseSchema = z.object({ data: ZAuctionResultsSchema });
export type TAuctionResultsResponse = z.infer<typeof ZAuctionResultsResponseSchema>;

/**
 * A lot's pages show its auction: their answers are here, beside the auction shapes they embed, because
 * lots.ts (the lot shapes an auction lists) cannot import this file back.
 */

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

/** `GET /api/admin/lots/{id}`: the lot, drafts included, with what its invoices call it and its trail. */
export const ZAdminLotResponseSchema = z.object({
  data: z.object({
    lot: ZLotSchema.extend({
      invoiceDescription: z.string().nullable(),
      reservePrice: z.number().int().nullable().describe('Hidden reserve in cents (back office only)'),
      blockMarginPercent: z.number().int(),
      taxTreatment: z.enum(taxTreatments).nullable().describe("Overrides the auction's; null: the auction's"),
      taxProvision: z.string().nullable(),
      purchasePrice: z.number().int().nullable().describe('REBU purchase price in cents (back office only)'),
      awardState: z
        .enum(lotAwardStates)
        .nullable()
        .describe('What closing did with the lot; null while open'),
    }),
    auction: ZAuctionSummarySchema,
    audit: z.array(ZAuditEntrySchema),
    moneyLock: ZMoneyLockSchema.describe(
      'Why price, reserve, hammer, buyer and bids are read-only (the lot is settled or invoiced); null while editable',
    ),
  }),
});
export type TAdminLotResponse = z.infer<typeof ZAdminLotResponseSchema>;
