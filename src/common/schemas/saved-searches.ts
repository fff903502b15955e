import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';
import { ZSearchQuerySchema } from './search.ts';

const t = apiText.savedSearches;

/** At once (checked every few minutes) or one daily digest. */
export const savedSearchFrequencies = ['instant', 'daily'] as const;

/** What of `/buscar` a saved search keeps: the words and the filters that apply to lots. */
export const ZSavedSearchQuerySchema = ZSearchQuerySchema.pick({ q: true, minPrice: true, maxPrice: true });
export type TSavedSearchQuery = z.output<typeof ZSavedSearchQuerySchema>;

export const ZSavedSearchSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    query: ZSavedSearchQuerySchema,
    frequency: z.enum(savedSearchFrequencies),
    createdOn: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SavedSearch' });
export type TSavedSearch = z.infer<typeof ZSavedSearchSchema>;

export const ZSaveSearchRequestSchema = z.object({
  name: z
    .string({ error: () => t.nameMissing })
    .trim()
    .min(1, { error: () => t.nameMissing })
    .max(100, { error: () => t.nameTooLong }),
  query: ZSavedSearchQuerySchema,
  frequency: z.enum(savedSearchFrequencies, { error: () => t.frequencyMissing }),
});
export type TSaveSearchRequest = z.input<typeof ZSaveSearchRequestSchema>;

export const ZUpdateSavedSearchRequestSchema = ZSaveSearchRequestSchema.pick({
  name: true,
  frequency: true,
}).partial();

export const ZSavedSearchResponseSchema = z.object({ data: z.object({ savedSearch: ZSavedSearchSchema }) });
export type TSavedSearchResponse = z.infer<typeof ZSavedSearchResponseSchema>;

export const ZSavedSearchesResponseSchema = z.object({
  data: z.object({ savedSearches: z.array(ZSavedSearchSchema) }),
});
export type TSavedSearchesResponse = z.infer<typeof ZSavedSearchesResponseSchema>;
