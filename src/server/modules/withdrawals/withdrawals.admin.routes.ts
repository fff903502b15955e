import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import {
  ZAdminWithdrawalsResponseSchema,
  ZRelistRequestSchema,
  ZRelistResponseSchema,
} from '@/common/schemas/withdrawals.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { listWithdrawals, relistWithdrawnLot } from './withdrawals.admin.service.ts';

/**
 * Withdrawals in the back office, at /api/admin. The refund itself is the settlement's refund (admin →
 * Liquidación, four eyes above FOUR_EYES_REFUND_CENTS); recording it marks the withdrawal refunded.
 */
export const withdrawalsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/withdrawals',
    {
      config: { permission: ['contabilidad', 'subastas'] },
      schema: {
        tags: ['admin', 'withdrawals'],
        summary:
          'Consumers’ withdrawals, newest first, with the refund owed, its deadline and whether it is late',
        response: { 200: ZAdminWithdrawalsResponseSchema },
      },
    },
    async () => ({ data: { withdrawals: await listWithdrawals({ db }) } }),
  );

  app.post(
    '/api/admin/withdrawals/:id/relist',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin', 'withdrawals'],
        summary: 'Offers the withdrawn lot again: a draft copy at the end of an open auction',
        params: ZIdParamsSchema,
        body: ZRelistRequestSchema,
        response: { 201: ZRelistResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await relistWithdrawnLot({
          db,
          id: request.params.id,
          auctionId: request.body.auctionId,
          actorId: signedIn(request).user.id,
        }),
      }),
  );
};
