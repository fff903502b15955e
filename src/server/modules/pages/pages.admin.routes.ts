import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminPagesResponseSchema,
  ZPageLangQuerySchema,
  ZPageParamsSchema,
  ZPageResponseSchema,
  ZSavePageRequestSchema,
} from '@/common/schemas/pages.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { listPages, savePage } from './pages.service.ts';

/** The info pages in the back office: Markdown that the site renders with any HTML escaped. */
export const pagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/pages',
    {
      config: { permission: 'configuracion' },
      schema: {
        tags: ['admin'],
        summary: 'Every info page in every language',
        response: { 200: ZAdminPagesResponseSchema },
      },
    },
    async () => ({ data: { pages: await listPages({ db }) } }),
  );

  app.put(
    '/api/admin/pages/:slug',
    {
      config: { permission: 'configuracion' },
      schema: {
        tags: ['admin'],
        summary: 'Creates or edits an info page (Markdown); returns the rendered HTML as a preview',
        params: ZPageParamsSchema,
        querystring: ZPageLangQuerySchema,
        body: ZSavePageRequestSchema,
        response: { 200: ZPageResponseSchema },
      },
    },
    async (request) => ({
      data: {
        page: await savePage({
          db,
          slug: request.params.slug,
          lang: request.query.lang,
          page: request.body.page,
          actorId: signedIn(request).user.id,
        }),
      },
    }),
  );
};
