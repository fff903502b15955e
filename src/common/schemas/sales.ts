import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';
import { ZCentsSchema, ZPageMetadataSchema } from './api.ts';
import { ZLotInputSchema, ZMetadataEntrySchema } from './lots.ts';
import { ZFileSchema, ZImageSchema } from './media.ts';

const t = apiText.sales;

export const saleKinds = ['industrial', 'real-estate'] as const;

export const ZSaleSummarySchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(saleKinds),
    title: z.string(),
    slug: z.string(),
    address: z.string().nullable(),
    startDate: z.iso.datetime({ offset: true }),
    endDate: z.iso.datetime({ offset: true }).nullable(),
    lotsCount: z.number().int(),
    cover: ZImageSchema.nullable(),
  })
  .meta({ id: 'SaleSummary' });
export type TSaleSummary = z.infer<typeof ZSaleSummarySchema>;

export const ZSaleLotSummarySchema = z
  .object({
    id: z.number().int(),
    saleId: z.number().int(),
    title: z.string(),
    price: z.number().int().describe('Asking price in cents'),
    order: z.number().int(),
    sold: z.boolean(),
    cover: ZImageSchema.nullable(),
  })
  .meta({ id: 'SaleLotSummary' });
export type TSaleLotSummary = z.infer<typeof ZSaleLotSummarySchema>;

export const ZSaleSchema = ZSaleSummarySchema.extend({
  description: z.string(),
  descriptionHtml: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  images: z.array(ZImageSchema),
  files: z.array(ZFileSchema),
}).meta({ id: 'Sale' });
export type TSale = z.infer<typeof ZSaleSchema>;

export const ZSaleLotSchema = ZSaleLotSummarySchema.extend({
  description: z.string(),
  descriptionHtml: z.string(),
  images: z.array(ZImageSchema),
  files: z.array(ZFileSchema),
  metadata: z.array(ZMetadataEntrySchema),
}).meta({ id: 'SaleLot' });
export type TSaleLot = z.infer<typeof ZSaleLotSchema>;

export const ZSalesResponseSchema = z.object({
  data: z.object({ sales: z.array(ZSaleSummarySchema) }),
  metadata: ZPageMetadataSchema,
});
export type TSalesResponse = z.infer<typeof ZSalesResponseSchema>;
export const ZSaleResponseSchema = z.object({
  data: z.object({ sale: ZSaleSchema, lots: z.array(ZSaleLotSummarySchema) }),
});
export type TSaleResponse = z.infer<typeof ZSaleResponseSchema>;
export const ZSaleLotResponseSchema = z.object({
  data: z.object({ lot: ZSaleLotSchema, sale: ZSaleSummarySchema }),
});
export type TSaleLotResponse = z.infer<typeof ZSaleLotResponseSchema>;

export const ZOfferRequestSchema = z.object({
  offer: z.object({
    amount: ZCentsSchema.positive({ error: () => t.offerAmountNotPositive }),
    message: z
      .string()
      .trim()
      .max(1000, { error: () => t.offerMessageTooLong })
      .nullish()
      .transform((value) => value || null),
  }),
});
export type TOfferRequest = z.input<typeof ZOfferRequestSchema>;

export const ZOfferResponseSchema = z.object({
  data: z.object({
    offer: z.object({
      id: z.number().int(),
      amount: z.number().int(),
      status: z.enum(['pending', 'accepted', 'rejected']),
      createdOn: z.iso.datetime({ offset: true }),
    }),
    message: z.string().describe("In the request's language, for the buyer"),
  }),
});
export type TOfferResponse = z.infer<typeof ZOfferResponseSchema>;

/** `POST` and `PUT /api/admin/sales…` body `{sale}`. */
export const ZSaleInputSchema = z.object({
  kind: z.enum(saleKinds, { error: () => t.kindMissing }),
  title: z
    .string({ error: () => t.titleMissing })
    .trim()
    .min(3, { error: () => t.titleTooShort })
    .max(200),
  description: z.string().max(20_000).default(''),
  address: z
    .string()
    .trim()
    .max(300)
    .nullish()
    .transform((value) => value || null),
  published: z.boolean().default(false),
});
export type TSaleInput = z.infer<typeof ZSaleInputSchema>;
export const ZSaleRequestSchema = z.object({ sale: ZSaleInputSchema });

/** `POST /api/admin/sales/{id}/lots` body `{lot}`: titled and described as an auction's lot, at an asking price. */
export const ZSaleLotInputSchema = ZLotInputSchema.pick({ title: true, description: true }).extend({
  price: z
    .number({ error: () => t.priceMissing })
    .int({ error: () => t.priceInCents })
    .min(0),
});
export type TSaleLotInput = z.infer<typeof ZSaleLotInputSchema>;
export const ZSaleLotRequestSchema = z.object({ lot: ZSaleLotInputSchema });

/** A liquidación as the back office lists it, drafts included. */
export const ZAdminSaleRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(saleKinds),
  title: z.string(),
  published: z.boolean(),
  createdOn: z.iso.datetime({ offset: true }),
});
export type TAdminSaleRow = z.infer<typeof ZAdminSaleRowSchema>;

export const ZAdminSalesResponseSchema = z.object({
  data: z.object({ sales: z.array(ZAdminSaleRowSchema) }),
});
export type TAdminSalesResponse = z.infer<typeof ZAdminSalesResponseSchema>;

export const ZAdminSaleResponseSchema = z.object({
  data: z.object({ sale: z.object({ id: z.number().int(), title: z.string(), published: z.boolean() }) }),
});
export type TAdminSaleResponse = z.infer<typeof ZAdminSaleResponseSchema>;

export const ZAdminSaleLotResponseSchema = z.object({
  data: z.object({
    lot: z.object({
      id: z.number().int(),
      title: z.string(),
      price: z.number().int(),
      order: z.number().int(),
    }),
  }),
});
export type TAdminSaleLotResponse = z.infer<typeof ZAdminSaleLotResponseSchema>;
