import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageLanguages } from '@/common/schemas/pages.ts';
import { pages } from '@/server/db/schema/index.ts';
import { renderMarkdown } from '@/server/lib/markdown.ts';
import { recordAudit } from '../audit/audit.service.ts';

const ZPageParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Solo minúsculas, números y guiones.'),
});
const ZLangQuerySchema = z.object({ lang: z.enum(pageLanguages).default('es') });

/** The info pages in the back office: Markdown that the site renders with any HTML escaped. */
export const pagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/pages',
    { schema: { tags: ['admin'], summary: 'Every info page in every language' } },
    async () => ({
      data: {
        pages: (await db.select().from(pages).orderBy(asc(pages.slug), asc(pages.lang))).map((page) => ({
          slug: page.slug,
          lang: page.lang,
          title: page.title,
          body: page.body,
          updatedOn: page.updatedOn.toISOString(),
        })),
      },
    }),
  );

  app.put(
    '/pages/:slug',
    {
      schema: {
        tags: ['admin'],
        summary: 'Creates or edits an info page (Markdown); returns the rendered HTML as a preview',
        params: ZPageParamsSchema,
        querystring: ZLangQuerySchema,
        body: z.object({
          page: z.object({
            title: z.string({ error: 'Escribe el título.' }).trim().min(2, 'Escribe el título.').max(200),
            body: z
              .string({ error: 'Escribe el contenido.' })
              .min(10, 'El contenido es demasiado corto.')
              .max(100_000),
          }),
        }),
      },
    },
    async (request) => {
      const { slug } = request.params;
      const { lang } = request.query;
      const { title, body } = request.body.page;
      await db
        .insert(pages)
        .values({ slug, lang, title, body })
        .onConflictDoUpdate({
          target: [pages.slug, pages.lang],
          set: { title, body, updatedOn: new Date() },
        });
      await recordAudit(db, {
        actorId: request.user!.id,
        entity: 'page',
        entityId: `${slug}:${lang}`,
        action: 'update',
        changes: { title },
      });
      const [page] = await db
        .select()
        .from(pages)
        .where(and(eq(pages.slug, slug), eq(pages.lang, lang)));
      return {
        data: {
          page: {
            slug,
            lang,
            title: page!.title,
            html: renderMarkdown(page!.body),
            updatedOn: page!.updatedOn.toISOString(),
          },
        },
      };
    },
  );
};
