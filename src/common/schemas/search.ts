import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';
import { maxDbInteger } from './api.ts';
import { ZLotLiveFieldSchema } from './lots.ts';

const t = apiText.search;

export const searchTypes = ['lot', 'auction', 'sale', 'sale-lot'] as const;

export const ZSearchQuerySchema = z.object({
  q: z
    .string({ error: () => t.queryMissing })
    .trim()
    .min(2, { error: () => t.queryTooShort })
    .max(100),
  type: z.enum(searchTypes).optional(),
  status: z.enum(['open', 'closed']).optional(),
  province: z.coerce
    .number()
    .int()
    .min(1)
    .max(52)
    .optional()
    .describe('INE code; only liquidaciones carry a province'),
  minPrice: z.coerce
    .number()
    .int()
    .min(0)
    .max(maxDbInteger, { error: () => t.priceTooHigh })
    .optional()
    .describe('Cents'),
  maxPrice: z.coerce
    .number()
    .int()
    .min(0)
    .max(maxDbInteger, { error: () => t.priceTooHigh })
    .optional()
    .describe('Cents'),
  order: z.enum(['relevance', 'price-asc', 'price-desc', 'end-date']).default('relevance'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type TSearchQuery = z.input<typeof ZSearchQuerySchema>;

export const ZSearchResultSchema = z
  .object({
    type: z.enum(searchTypes),
    id: z.number().int(),
    parentId: z.number().int().nullable().describe('The auction of a lot, the sale of a sale lot'),
    title: z.string(),
    snippet: z.string().describe('Plain text around the match; the client highlights it'),
    price: z.number().int().nullable(),
    endDate: z.iso.datetime({ offset: true }).nullable(),
    status: z.enum(['open', 'closed']),
    thumb: z.string().nullable(),
    live: ZLotLiveFieldSchema.describe(
      'A lot (or the auction) of a live sale not yet over: where the sale stands, instead of an end',
    ),
  })
  .meta({ id: 'SearchResult' });
export type TSearchResult = z.infer<typeof ZSearchResultSchema>;

export const ZSearchResponseSchema = z.object({
  data: z.object({ results: z.array(ZSearchResultSchema) }),
  metadata: z.object({
    total: z.number().int(),
    capped: z
      .boolean()
      .describe('More records match than `total`: the search ranks and counts a bounded set of candidates'),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});
export type TSearchResponse = z.infer<typeof ZSearchResponseSchema>;
