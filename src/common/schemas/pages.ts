import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';

const t = apiText.pages;

export const pageLanguages = ['es', 'en'] as const;

export const ZPageSchema = z
  .object({
    slug: z.string(),
    lang: z.enum(pageLanguages),
    title: z.string(),
    html: z.string().describe('Rendered from the stored Markdown; raw HTML in the source is escaped'),
    updatedOn: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Page' });
export type TPage = z.infer<typeof ZPageSchema>;

export const ZPageResponseSchema = z.object({ data: z.object({ page: ZPageSchema }) });
export type TPageResponse = z.infer<typeof ZPageResponseSchema>;

/** An info page as the back office edits it: the Markdown source, not the rendered HTML. */
export const ZAdminPageSchema = z.object({
  slug: z.string(),
  lang: z.enum(pageLanguages),
  title: z.string(),
  body: z.string().describe('Markdown'),
  updatedOn: z.iso.datetime({ offset: true }),
});
export type TAdminPage = z.infer<typeof ZAdminPageSchema>;

export const ZAdminPagesResponseSchema = z.object({ data: z.object({ pages: z.array(ZAdminPageSchema) }) });
export type TAdminPagesResponse = z.infer<typeof ZAdminPagesResponseSchema>;

export const ZPageParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/, { error: () => t.slugFormat }),
});
export const ZPageLangQuerySchema = z.object({ lang: z.enum(pageLanguages).default('es') });

/** `PUT /api/admin/pages/{slug}` body `{page}`. */
export const ZSavePageRequestSchema = z.object({
  page: z.object({
    title: z
      .string({ error: () => t.titleMissing })
      .trim()
      .min(2, { error: () => t.titleMissing })
      .max(200),
    body: z
      .string({ error: () => t.bodyMissing })
      .min(10, { error: () => t.bodyTooShort })
      .max(100_000),
  }),
});
export type TSavePageRequest = z.infer<typeof ZSavePageRequestSchema>;
