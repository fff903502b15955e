import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import { ZLotBidsResponseSchema, ZLotDetailResponseSchema } from '@/common/schemas/catalogue.ts';
import { getPublicLot, listLotBids } from './lots.service.ts';

export const lotsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/lots/:id',
    {
      schema: {
        tags: ['lots'],
        summary: 'A published lot with sublots, images, files, metadata and its auction',
        params: ZIdParamsSchema,
        response: { 200: ZLotDetailResponseSchema },
      },
    },
    async (request) => ({ data: await getPublicLot({ db, id: request.params.id }) }),
  );

  app.get(
    '/lots/:id/bids',
    {
      schema: {
        tags: ['lots'],
        summary: 'Bid history of a lot, highest first, with pseudonymous bidders',
        params: ZIdParamsSchema,
        response: { 200: ZLotBidsResponseSchema },
      },
    },
    async (request) => {
      const { bids, total } = await listLotBids({ db, lotId: request.params.id });
      return { data: { bids }, metadata: { total } };
    },
  );
};
