import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDbIdSchema } from '@/common/schemas/api.ts';
import {
  ZCurrentBidsResponseSchema,
  ZPlaceBidRequestSchema,
  ZPlaceBidResponseSchema,
  ZWonBidsResponseSchema,
} from '@/common/schemas/bids.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { sessionOf, signedIn } from '@/server/modules/auth/signed-in.ts';
import { bidsTotal } from '@/server/observability/metrics.ts';
import { placeBid } from './bids.service.ts';
import { listCurrentBids, listWonLots } from './my-bids.service.ts';

export const bidsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.post(
    '/api/frontend/auth/lots/:lotId/bid',
    {
      onRequest: [app.requireUser],
      config: {
        // The bid checks its session and its bidder again in the statement that locks the lot.
        cachedSession: true,
        // Per bidder (their session's user), so bidders behind one office address do not share it.
        rateLimit: {
          max: app.deps.config.BID_LIMIT_PER_10S,
          timeWindow: 10_000,
          keyGenerator: (request) => `bidder:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['lots'],
        summary:
          'Places a bid (amount in cents, optional hidden maximum). 409 with error.minimum when too low',
        params: z.object({ lotId: ZDbIdSchema }),
        body: ZPlaceBidRequestSchema,
        response: { 200: ZPlaceBidResponseSchema },
      },
    },
    async (request) => {
      const { amount, maxAmount, upToAmount } = request.body.bid;
      try {
        const data = await placeBid({
          database: app.deps.database,
          live: app.live,
          user: signedIn(request).user,
          sessionId: sessionOf(request).id,
          lotId: request.params.lotId,
          amount,
          maxAmount,
          upToAmount,
          forgetAnswers: app.answers.forgetAuction,
        });
        bidsTotal.inc({ outcome: 'accepted', reason: data.result });
        // With tracing on, the line carries the bid's traceId (plugins/tracing.ts).
        request.log.info({ lotId: request.params.lotId, amount, result: data.result }, 'bid accepted');
        return { data };
      } catch (error) {
        const reason = error instanceof AppError ? error.code.toLowerCase() : 'error';
        bidsTotal.inc({ outcome: 'refused', reason });
        throw error;
      }
    },
  );

  app.get(
    '/api/frontend/auth/user/bids/current',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['lots'],
        summary: 'My running bids: open lots I bid on, leading or outbid',
        response: { 200: ZCurrentBidsResponseSchema },
      },
    },
    async (request) => ({ data: await listCurrentBids({ db, userId: signedIn(request).user.id }) }),
  );

  app.get(
    '/api/frontend/auth/bids/won',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['lots'],
        summary: 'Lots I won, with hammer, commission, IVA and total',
        response: { 200: ZWonBidsResponseSchema },
      },
    },
    async (request) => ({ data: await listWonLots({ db, userId: signedIn(request).user.id }) }),
  );
};
