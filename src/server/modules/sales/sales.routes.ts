import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiText } from '@/common/i18n/api/index.ts';
import { jsonQuery, ZDbIdSchema, ZIdParamsSchema, ZPageQuerySchema } from '@/common/schemas/api.ts';
import {
  saleKinds,
  ZOfferRequestSchema,
  ZOfferResponseSchema,
  ZSaleLotResponseSchema,
  ZSaleResponseSchema,
  ZSalesResponseSchema,
} from '@/common/schemas/sales.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { throttle, throttleRules } from '../auth/throttle.service.ts';
import { getSale, getSaleLot, listSales, makeOffer } from './sales.service.ts';

const ZSaleLotParamsSchema = z.object({
  saleId: ZDbIdSchema,
  lotId: ZDbIdSchema,
});

/** Liquidaciones: direct sales with an asking price per lot (SPEC leaves their calls unshown). */
export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/frontend/sales',
    {
      schema: {
        tags: ['sales'],
        summary: 'Published liquidaciones, newest first',
        querystring: ZPageQuerySchema.extend({
          filter: jsonQuery(z.object({ kind: z.enum(saleKinds).optional() }).strict()).describe(
            'JSON: {"kind":"industrial|real-estate"}',
          ),
        }),
        response: { 200: ZSalesResponseSchema },
      },
    },
    async (request) => {
      const { page, limit, filter } = request.query;
      const { sales, total } = await listSales({ db, page, limit, kind: filter?.kind });
      return { data: { sales }, metadata: { total, page, limit } };
    },
  );

  app.get(
    '/api/frontend/sales/:id',
    {
      schema: {
        tags: ['sales'],
        summary: 'A liquidación with its lots',
        params: ZIdParamsSchema,
        response: { 200: ZSaleResponseSchema },
      },
    },
    async (request) => ({ data: await getSale({ db, id: request.params.id }) }),
  );

  app.get(
    '/api/frontend/sales/:saleId/lots/:lotId',
    {
      schema: {
        tags: ['sales'],
        summary: 'A lot of a liquidación',
        params: ZSaleLotParamsSchema,
        response: { 200: ZSaleLotResponseSchema },
      },
    },
    async (request) => ({ data: await getSaleLot({ db, ...request.params }) }),
  );

  app.post(
    '/api/frontend/auth/sales/:saleId/lots/:lotId/offers',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['sales'],
        summary: 'Makes an offer on a lot of a liquidación',
        params: ZSaleLotParamsSchema,
        body: ZOfferRequestSchema,
        response: { 201: ZOfferResponseSchema },
      },
    },
    async (request, reply) => {
      await throttle(db, `offers:user:${signedIn(request).user.id}`, throttleRules.offersUser);
      const offer = await makeOffer({
        db,
        userId: signedIn(request).user.id,
        ...request.params,
        ...request.body.offer,
      });
      return reply.status(201).send({
        data: { offer, message: apiText.sales.offerReceived },
      });
    },
  );
};
