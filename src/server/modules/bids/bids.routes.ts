import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPlaceBidRequestSchema, ZPlaceBidResponseSchema } from '@/common/schemas/bids.ts';
import { placeBid } from './bids.service.ts';

export const bidsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.post(
    '/lots/:lotId/bid',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['lots'],
        summary:
          'Places a bid (amount in cents, optional hidden maximum). 409 with error.minimum when too low',
        params: z.object({ lotId: z.coerce.number().int().positive() }),
        body: ZPlaceBidRequestSchema,
        response: { 200: ZPlaceBidResponseSchema },
      },
    },
    async (request) => {
      const { amount, maxAmount } = request.body.bid;
      return {
        data: await placeBid({ db, user: request.user!, lotId: request.params.lotId, amount, maxAmount }),
      };
    },
  );
};
