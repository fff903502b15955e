import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import {
  ZAdminSettlementsResponseSchema,
  ZBorderProofRequestSchema,
  ZSettlementResponseSchema,
} from '@/common/schemas/settlements.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { recordBorderProof } from './border-proof.service.ts';
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

  app.post(
    '/api/admin/settlements/:id/border-proof',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags: ['admin', 'settlements'],
        summary:
          'Records the proof that the goods left Spain: an intra-EU transport document, or an export’s customs document (DUA), which releases the IVA held by a rectifying invoice (R4) and an exempt one (art. 21)',
        params: ZIdParamsSchema,
        body: ZBorderProofRequestSchema,
        response: { 200: ZSettlementResponseSchema },
      },
    },
    async (request) => {
      await recordBorderProof({
        db,
        settlementId: request.params.id,
        proof: request.body,
        adminId: signedIn(request).user.id,
      });
      return { data: { settlement: await getSettlement({ db, id: request.params.id }) } };
    },
  );
};
