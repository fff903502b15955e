import { z } from 'zod';
import { ZCentsSchema, ZPageMetadataSchema } from './api.ts';
import { ZFileSchema, ZImageSchema, ZMetadataEntrySchema } from './catalogue.ts';

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
    amount: ZCentsSchema.positive('El importe debe ser mayor que cero.'),
    message: z
      .string()
      .trim()
      .max(1000, 'El mensaje no puede tener más de 1000 caracteres.')
      .nullish()
      .transform((value) => value || null),
  }),
});
export type TOfferRequest = z.input<typeof ZOfferRequestSchema>;
