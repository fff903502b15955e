import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPageLangQuerySchema, ZPageParamsSchema, ZPageResponseSchema } from '@/common/schemas/pages.ts';
import { getPage } from './pages.service.ts';

export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/frontend/pages/:slug',
    {
      schema: {
        tags: ['pages'],
        summary: 'An info page (about, legal notice, privacy, services, how it works…) rendered to HTML',
        params: ZPageParamsSchema,
        querystring: ZPageLangQuerySchema,
        response: { 200: ZPageResponseSchema },
      },
    },
    async (request) => ({
      data: { page: await getPage({ db, slug: request.params.slug, lang: request.query.lang }) },
    }),
  );
};
