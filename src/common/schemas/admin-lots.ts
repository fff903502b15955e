import { z } from 'zod';
import { lotAwardStates } from '../lot-award.ts';
import { taxTreatments } from '../tax-treatment.ts';
import { ZMoneyLockSchema } from './admin-auctions.ts';
import { ZAuditEntrySchema } from './audit.ts';
import { ZAuctionSummarySchema, ZLotSchema } from './catalogue.ts';

/** The answers of the back office's lot and sublot routes (the inputs are in admin-auctions.ts). */
const isoDate = z.iso.datetime({ offset: true });

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
    message: 'Envía un CSV o un Excel.',
  });
export type TLotImportRequest = z.input<typeof ZLotImportRequestSchema>;

/** `POST /api/admin/lots/bulk-publish`: the back office publishes (or withdraws) several lots at once. */
export const ZLotBulkPublishRequestSchema = z.object({
  ids: z
    .array(z.number().int().positive('Identificador no válido.'), { error: 'Indica los lotes.' })
    .min(1, 'Selecciona al menos un lote.')
    .max(500, 'Como mucho 500 lotes a la vez.'),
  published: z.boolean({ error: 'Indica si se publican (true) o se retiran (false).' }),
});
export type TLotBulkPublishRequest = z.infer<typeof ZLotBulkPublishRequestSchema>;
