import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import {
  ZAwardDecisionRequestSchema,
  ZAwardDecisionResponseSchema,
  ZAwardResultsResponseSchema,
  ZBulkAwardDecisionRequestSchema,
} from '@/common/schemas/lots.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { decideAward, decideAwards, getAwardResults } from './lot-approval.service.ts';

/** Results waiting for the house: provisional awards, lots below their reserve, en bloc decisions. */
export const lotAwardsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/auctions/:id/awards',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Results waiting for approval and en bloc decisions of an auction',
        params: ZIdParamsSchema,
        response: { 200: ZAwardResultsResponseSchema },
      },
    },
    async (request) => ({ data: await getAwardResults({ db, auctionId: request.params.id }) }),
  );

  app.post(
    '/api/admin/auctions/:id/awards',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Approves or rejects several results of an auction waiting for approval (all or none)',
        params: ZIdParamsSchema,
        body: ZBulkAwardDecisionRequestSchema,
        response: { 200: ZAwardDecisionResponseSchema },
      },
    },
    async (request) => ({
      data: {
        lots: await decideAwards({
          db,
          auctionId: request.params.id,
          lotIds: request.body.lotIds,
          decision: request.body.decision,
          actorId: signedIn(request).user.id,
        }),
      },
    }),
  );

  app.post(
    '/api/admin/lots/:id/award',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Approves (adjudicates) or rejects a result waiting for approval',
        params: ZIdParamsSchema,
        body: ZAwardDecisionRequestSchema,
        response: { 200: ZAwardDecisionResponseSchema },
      },
    },
    async (request) => ({
      data: {
        lots: await decideAward({
          db,
          lotId: request.params.id,
          decision: request.body.decision,
          actorId: signedIn(request).user.id,
        }),
      },
    }),
  );
};
