import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSearchQuerySchema, ZSearchResponseSchema } from '@/common/schemas/search.ts';
import { search } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/frontend/search',
    {
      config: { rateLimit: { max: app.deps.config.SEARCH_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['pages'],
        summary:
          'Searches lots (with sublots and characteristics), auctions and liquidaciones: Spanish stemming, accents ignored, typos corrected through the dictionary of words',
        querystring: ZSearchQuerySchema,
        response: { 200: ZSearchResponseSchema },
      },
    },
    async (request) => {
      const { results, total, capped } = await search({ db, query: request.query });
      return {
        data: { results },
        metadata: { total, capped, page: request.query.page, limit: request.query.limit },
      };
    },
  );
};
