import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import { ZPlaceBidResponseSchema } from '@/common/schemas/bids.ts';
import { ZLiveSaleBidRequestSchema, ZLiveSaleResponseSchema } from '@/common/schemas/live-sales.ts';
import { latestLiveEventId } from '@/server/live/notify.ts';
import { sessionOf, signedIn } from '@/server/modules/auth/signed-in.ts';
import { placeLiveBid, readLiveSaleMe } from './live-sale-bids.service.ts';
import { readLiveSale } from './live-sale-state.ts';

/** A live sale as bidders and the room screen follow it; its events come on the auction's live stream. */
export const liveSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/frontend/auctions/:id/live-sale',
    {
      schema: {
        tags: ['auctions'],
        summary:
          'The live sale now: the lot being called, asking price, warnings, next lots; mine when signed in',
        params: ZIdParamsSchema,
        response: { 200: ZLiveSaleResponseSchema },
      },
    },
    async (request) => {
      // Read before the state: the page's stream starts here, so nothing after the read is missed.
      const liveEventId = await latestLiveEventId(db);
      const sale = await readLiveSale(db, request.params.id);
      const me = request.user
        ? await readLiveSaleMe(db, sale.auctionId, sale.lot?.id ?? null, request.user.id)
        : null;
      return { data: { ...sale, me }, metadata: { liveEventId } };
    },
  );

  app.post(
    '/api/frontend/auctions/:id/live-sale/bids',
    {
      onRequest: [app.requireUser],
      config: { cachedSession: true },
      schema: {
        tags: ['auctions'],
        summary: 'An online bid on the lot being called, at the asking price shown',
        params: ZIdParamsSchema,
        body: ZLiveSaleBidRequestSchema,
        response: { 200: ZPlaceBidResponseSchema },
      },
    },
    async (request) => ({
      data: await placeLiveBid({
        database: app.deps.database,
        auctionId: request.params.id,
        user: signedIn(request).user,
        sessionId: sessionOf(request).id,
        lotId: request.body.lotId,
        amount: request.body.amount,
        forgetAnswers: app.answers.forgetAuction,
      }),
    }),
  );
};
