import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import { ZAdminSettlementsResponseSchema, ZSettlementResponseSchema } from '@/common/schemas/settlements.ts';
import { getSettlement, listAuctionSettlements } from './settlements.service.ts';

/** Who owes what, per auction, in the back office (at /api/admin). */
export const settlementsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/auctions/:id/settlements',
    {
      config: { permission: ['contabilidad', 'almacen'] },
      schema: {
        tags: ['admin', 'settlements'],
        summary: 'Every buyer’s liquidación de compra for an auction',
        params: ZIdParamsSchema,
        response: { 200: ZAdminSettlementsResponseSchema },
      },
    },
    async (request) => ({
      data: { settlements: await listAuctionSettlements({ db, auctionId: request.params.id }) },
    }),
  );

  app.get(
    '/api/admin/settlements/:id',
    {
      config: { permission: ['contabilidad', 'almacen'] },
      schema: {
        tags: ['admin', 'settlements'],
        summary: 'One liquidación de compra',
        params: ZIdParamsSchema,
        response: { 200: ZSettlementResponseSchema },
      },
    },
    async (request) => ({ data: { settlement: await getSettlement({ db, id: request.params.id }) } }),
  );
};
