import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import {
  ZAdminSaleLotResponseSchema,
  ZAdminSaleResponseSchema,
  ZAdminSalesResponseSchema,
  ZSaleLotRequestSchema,
  ZSaleRequestSchema,
} from '@/common/schemas/sales.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { addSaleLot, createSale, listAdminSales, updateSale } from './sales.admin.service.ts';

/** Liquidaciones in the back office (their offers: modules/offers), at /api/admin. */
export const salesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/sales',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Every liquidación, drafts included',
        response: { 200: ZAdminSalesResponseSchema },
      },
    },
    async () => ({ data: { sales: await listAdminSales({ db }) } }),
  );

  app.post(
    '/api/admin/sales',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Creates a liquidación',
        body: ZSaleRequestSchema,
        response: { 201: ZAdminSaleResponseSchema },
      },
    },
    async (request, reply) => {
      const sale = await createSale({ db, input: request.body.sale, actorId: signedIn(request).user.id });
      return reply.status(201).send({ data: { sale } });
    },
  );

  app.put(
    '/api/admin/sales/:id',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Edits a liquidación',
        params: ZIdParamsSchema,
        body: ZSaleRequestSchema,
        response: { 200: ZAdminSaleResponseSchema },
      },
    },
    async (request) => ({
      data: {
        sale: await updateSale({
          db,
          id: request.params.id,
          input: request.body.sale,
          actorId: signedIn(request).user.id,
        }),
      },
    }),
  );

  app.post(
    '/api/admin/sales/:id/lots',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Adds a lot to a liquidación',
        params: ZIdParamsSchema,
        body: ZSaleLotRequestSchema,
        response: { 201: ZAdminSaleLotResponseSchema },
      },
    },
    async (request, reply) => {
      const lot = await addSaleLot({ db, saleId: request.params.id, input: request.body.lot });
      return reply.status(201).send({ data: { lot } });
    },
  );
};
