import { z } from 'zod';
import { isProvisionOf, taxTreatments } from '../tax-treatment.ts';
import { isValidSpanishTaxId } from '../validation/spanish-ids.ts';
import { youtubeUrlError, youtubeVideoId } from '../youtube.ts';
import { ZAdminUserBriefSchema } from './admin-users.ts';
import { maxDbInteger, ZPageMetadataSchema } from './api.ts';
import { ZAuditEntrySchema } from './audit.ts';
import { ZAuctionSchema, ZAuctionSummarySchema, ZLotSummarySchema } from './catalogue.ts';

const dateTime = z.iso.datetime({ offset: true, error: 'Fecha y hora no válidas.' });
const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `No puede tener más de ${max} caracteres.`)
    .nullish()
    .transform((value) => value || null);

/** A YouTube video's address, or nothing: any other site would never be shown (docs/product.md#catalogue). */
const ZYoutubeUrlSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || youtubeVideoId(value) !== null, youtubeUrlError);

/** Every editable field of an auction (docs/product.md#catalogue); money in cents, dates ISO. */
export const ZAuctionInputSchema = z
  .object({
    title: z
      .string({ error: 'Escribe el título.' })
      .trim()
      .min(3, 'El título debe tener al menos 3 caracteres.')
      .max(200),
    description: z.string().max(20_000).default(''),
    inspectionDates: nullableText(500),
    slug: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Solo minúsculas, números y guiones.')
      .max(120)
      .optional(),
    commissionPercent: z
      .number({ error: 'Indica la comisión.' })
      .min(0, 'La comisión no puede ser negativa.')
      .max(100, 'La comisión no puede superar el 100 %.'),
    goodsVatPercent: z
      .number({ error: 'Indica el IVA de los bienes.' })
      .min(0, 'El IVA no puede ser negativo.')
      .max(100, 'El IVA no puede superar el 100 %.')
      .nullable()
      .default(21)
      .describe('IVA on the hammer price; null when the goods are exempt'),
    caution: z
      .number()
      .int('El depósito va en céntimos.')
      .min(0)
      .max(maxDbInteger, 'El depósito es demasiado grande.')
      .nullable()
      .default(null),
    startDate: dateTime,
    endDate: dateTime,
    lotInterval: z.number().int().min(0, 'El intervalo no puede ser negativo.').max(1440).default(1),
    subscriptionIsOpen: z.boolean().default(true),
    address: nullableText(300),
    googleMapsUrl: z
      .url('La dirección del mapa no es una URL válida.')
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
      .enum(taxTreatments, { error: 'Elige cómo tributan los bienes.' })
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
      .enum(['all', 'professionals'], { error: 'Elige quién puede comprar.' })
      .default('all')
      .describe('all: consumers and professionals; professionals: company accounts only'),
    withdrawalExcluded: z
      .boolean()
      .default(false)
      .describe('Goods excluded from the right of withdrawal (property…): never offered'),
    withdrawalExclusionReason: nullableText(300),
    depositRefundDays: z
      .number({ error: 'Indica en cuántos días hábiles se devuelven los depósitos.' })
      .int('Los días van sin decimales.')
      .min(1, 'El plazo de devolución del depósito es de al menos 1 día hábil.')
      .max(60, 'El plazo de devolución del depósito no puede pasar de 60 días hábiles.')
      .default(3),
    format: z
      .enum(['timed', 'live'], { error: 'Elige si la subasta es a tiempo o en vivo.' })
      .default('timed')
      .describe('timed: each lot ends at its time; live: an auctioneer calls the lots (docs/live-sales.md)'),
    liveStartsAt: dateTime
      .nullish()
      .transform((value) => value ?? null)
      .describe('A live auction: when the first lot is called; absentee bids open at startDate'),
  })
  .refine((auction) => auction.format !== 'live' || auction.liveStartsAt !== null, {
    path: ['liveStartsAt'],
    message: 'Indica cuándo empieza la venta en vivo.',
  })
  .refine((auction) => new Date(auction.endDate) > new Date(auction.startDate), {
    path: ['endDate'],
    message: 'El cierre debe ser posterior al inicio.',
  })
  .refine((auction) => !auction.withdrawalExcluded || auction.withdrawalExclusionReason !== null, {
    path: ['withdrawalExclusionReason'],
    message: 'Indica por qué estos bienes no tienen derecho de desistimiento (por ejemplo, inmuebles).',
  })
  .refine((auction) => isProvisionOf(auction.taxTreatment, auction.taxProvision), {
    path: ['taxProvision'],
    message: 'Elige el precepto exacto que se cita (solo para operaciones exentas o no sujetas).',
  })
  // Only the general treatment charges IVA on the hammer: the rate of any other is none.
  .transform((auction) =>
    auction.taxTreatment === 'general' ? auction : { ...auction, goodsVatPercent: null },
  )
  .refine((auction) => auction.taxTreatment !== 'general' || auction.goodsVatPercent !== null, {
    path: ['goodsVatPercent'],
    message: 'Indica el IVA de los bienes, o elige otro tratamiento (exento, no sujeto, REBU).',
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
    issuerName: z.string().trim().min(1, 'Escribe quién emite las facturas.').max(200),
    issuerVatId: z
      .string({ error: 'Escribe el NIF del emisor.' })
      .trim()
      .min(1, 'Escribe el NIF del emisor.')
      .max(30)
      .refine(isValidSpanishTaxId, 'El NIF del emisor no es válido: revisa la letra o el dígito de control.'),
    issuerAddress: z
      .string({ error: 'Escribe la dirección del emisor: toda factura debe llevarla.' })
      .trim()
      .min(1, 'Escribe la dirección del emisor: toda factura debe llevarla.')
      .max(300),
    invoiceSeries: z.string().trim().max(20).default(''),
    notes: z.string().trim().max(2000).default(''),
  }),
});

export const ZLotInputSchema = z.object({
  title: z
    .string({ error: 'Escribe el título del lote.' })
    .trim()
    .min(2, 'El título debe tener al menos 2 caracteres.')
    .max(200),
  description: z.string().max(20_000).default(''),
  price: z
    .number({ error: 'Indica el precio de salida.' })
    .int('El precio va en céntimos.')
    .min(0)
    .max(maxDbInteger, 'El precio es demasiado grande.'),
  originalPrice: z
    .number()
    .int()
    .min(0)
    .max(maxDbInteger, 'La valoración es demasiado grande.')
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
    .int('El precio de reserva va en céntimos.')
    .min(0, 'El precio de reserva no puede ser negativo.')
    .max(maxDbInteger, 'El precio de reserva es demasiado grande.')
    .nullable()
    .default(null)
    .describe('Hidden reserve in cents: a lot closing below it waits for approval; never public'),
  isBlock: z.boolean().default(false).describe('An en bloc lot grouping other lots of the auction'),
  blockMarginPercent: z
    .number({ error: 'Indica el margen del lote en bloque.' })
    .int('El margen va en porcentaje entero.')
    .min(0, 'El margen no puede ser negativo.')
    .max(1000, 'El margen no puede superar el 1000 %.')
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
    .enum(taxTreatments, { error: 'Elige cómo tributa el lote.' })
    .nullable()
    .default(null)
    .describe("Overrides the auction's tax treatment; null: the auction's"),
  taxProvision: nullableText(20).describe('The exact provision an exempt or not-subject lot cites'),
  purchasePrice: z
    .number()
    .int('El precio de compra va en céntimos.')
    .min(0, 'El precio de compra no puede ser negativo.')
    .max(maxDbInteger, 'El precio de compra es demasiado grande.')
    .nullable()
    .default(null)
    .describe(
      'What the seller is paid, in cents: the REBU margin is the hammer less this (back office only)',
    ),
});
export type TLotInput = z.input<typeof ZLotInputSchema>;

export const ZSublotInputSchema = z.object({
  title: z
    .string({ error: 'Escribe el título del sublote.' })
    .trim()
    .min(2, 'El título debe tener al menos 2 caracteres.')
    .max(200),
  description: z.string().max(10_000).default(''),
  quantity: z.number().int().min(1, 'Al menos una unidad.').default(1),
});
export type TSublotInput = z.input<typeof ZSublotInputSchema>;

export const metadataFieldTypes = ['string', 'number', 'boolean', 'date', 'url'] as const;

/** `PUT …/lots/{id}/metadata` and `PUT …/auctions/{id}/metadata`: the whole list, in order. */
export const ZMetadataInputSchema = z.object({
  entries: z
    .array(
      z.object({
        name: z.string().trim().min(1, 'Escribe el nombre del campo.').max(100),
        value: z.string().trim().min(1, 'Escribe el valor.').max(1000),
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

const auctionStatus = z.enum(['open', 'closed']);
const isoDate = z.iso.datetime({ offset: true });

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
