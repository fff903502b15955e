import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import { ZSettlementResponseSchema, ZSettlementsResponseSchema } from '@/common/schemas/settlements.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { readBankAccount } from '../config-data/config-data.service.ts';
import { getSettlement, listUserSettlements } from './settlements.service.ts';

/** The buyer's side of what they owe (/mi-cuenta/adjudicaciones), at /api/frontend/auth. */
export const settlementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('onRequest', app.requireUser);
  const isCardEnabled = Boolean(app.deps.config.REDSYS_URL);

  app.get(
    '/api/frontend/auth/settlements',
    {
      schema: {
        tags: ['settlements'],
        summary: 'My liquidaciones de compra: lots won, amounts, payments, deposit and state, newest first',
        response: { 200: ZSettlementsResponseSchema },
      },
    },
    async (request) => ({
      data: {
        settlements: await listUserSettlements({
          db,
          userId: signedIn(request).user.id,
          bank: (await readBankAccount({ db })) ?? undefined,
          isCardEnabled,
        }),
      },
    }),
  );

  app.get(
    '/api/frontend/auth/settlements/:id',
    {
      schema: {
        tags: ['settlements'],
        summary: 'One of my liquidaciones de compra',
        params: ZIdParamsSchema,
        response: { 200: ZSettlementResponseSchema },
      },
    },
    async (request) => ({
      data: {
        settlement: await getSettlement({
          db,
          id: request.params.id,
          userId: signedIn(request).user.id,
          bank: (await readBankAccount({ db })) ?? undefined,
          isCardEnabled,
        }),
      },
    }),
  );
};
