import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSearchQuerySchema, ZSearchResponseSchema } from '@/common/schemas/search.ts';
import { sendPrepared } from '@/server/lib/prepared-body.ts';
import { nextSaleEnd, search } from './search.service.ts';

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
    async (request, reply) => {
      // A list across auctions: one answer per query as parsed, from the answer cache
      // (catalogue/answer-cache.ts), forgotten as the other lists are — by any auction's live event (a bid moves a price, a close
      // a status), any back-office write (lots, sublots, characteristics, pictures, liquidaciones) and any
      // written auction — and held no longer than the next liquidación's end, which moves it to "closed".
      const { query } = request;
      const key = `search:${JSON.stringify([
        query.q,
        query.type ?? null,
        query.status ?? null,
        query.province ?? null,
        query.minPrice ?? null,
        query.maxPrice ?? null,
        query.order,
        query.page,
        query.limit,
      ])}`;
      const body = await app.answers.answer(key, async () => {
        const [{ results, total, capped }, until] = await Promise.all([
          search({ db, query }),
          nextSaleEnd({ db, now: new Date() }),
        ]);
        const answer = ZSearchResponseSchema.encode({
          data: { results },
          metadata: { total, capped, page: query.page, limit: query.limit },
        });
        return { auctionId: null, body: JSON.stringify(answer), until: until?.getTime() };
      });
      return sendPrepared(request, reply, body);
    },
  );
};
