import { z } from 'zod';

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
