import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDbIdSchema, ZIdParamsSchema, ZNoContentSchema } from '@/common/schemas/api.ts';
import {
  ZAdminPickupSlotsResponseSchema,
  ZCollectionResponseSchema,
  ZCreatePickupSlotsRequestSchema,
  ZCreatePickupSlotsResponseSchema,
} from '@/common/schemas/collections.ts';
import type { TZodApp } from '@/server/documents/download-route.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { findCollection, markCollected } from './collections.service.ts';
import { createPickupSlots, deletePickupSlot, listAdminPickupSlots } from './pickup-slots.service.ts';

const ZCodeParamsSchema = z.object({ code: z.string().trim().min(4).max(40) });

/** An auction’s pick-up slots: listed with who booked each, opened in series, deleted while free. */
const pickupSlotRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/auctions/:id/pickup-slots',
    {
      config: { permission: ['almacen', 'contabilidad'] },
      schema: {
        tags: ['admin', 'collections'],
        summary: 'An auction’s pick-up slots with who booked each',
        params: ZIdParamsSchema,
        response: { 200: ZAdminPickupSlotsResponseSchema },
      },
    },
    async (request) => ({
      data: { slots: await listAdminPickupSlots({ db, auctionId: request.params.id }) },
    }),
  );

  app.post(
    '/api/admin/auctions/:id/pickup-slots',
    {
      config: { permission: 'almacen' },
      schema: {
        tags: ['admin', 'collections'],
        summary: 'Opens a series of pick-up slots (days × daily window × slot length, Madrid time)',
        params: ZIdParamsSchema,
        body: ZCreatePickupSlotsRequestSchema,
        response: { 201: ZCreatePickupSlotsResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await createPickupSlots({
        db,
        auctionId: request.params.id,
        adminId: signedIn(request).user.id,
        input: request.body,
      });
      return reply.status(201).send({ data: { created } });
    },
  );

  app.delete(
    '/api/admin/pickup-slots/:id',
    {
      config: { permission: 'almacen' },
      schema: {
        tags: ['admin', 'collections'],
        summary: 'Deletes a slot nobody has booked',
        params: ZIdParamsSchema,
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      await deletePickupSlot({ db, id: request.params.id, adminId: signedIn(request).user.id });
      return reply.status(204).send();
    },
  );
};

/** Handing lots over at the warehouse, by the release note’s code. */
const handOverRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/collections/:code',
    {
      config: { permission: 'almacen' },
      schema: {
        tags: ['admin', 'collections'],
        summary: 'A buyer’s lots by their release note’s code (typed or scanned at the warehouse)',
        params: ZCodeParamsSchema,
        response: { 200: ZCollectionResponseSchema },
      },
    },
    async (request) => ({ data: { collection: await findCollection({ db, code: request.params.code }) } }),
  );

  app.post(
    '/api/admin/collections/:code/lines/:lineId/collect',
    {
      config: { permission: 'almacen' },
      schema: {
        tags: ['admin', 'collections'],
        summary: 'Marks one lot handed over (only when the liquidación is paid)',
        params: ZCodeParamsSchema.extend({ lineId: ZDbIdSchema }),
        response: { 200: ZCollectionResponseSchema },
      },
    },
    async (request) => ({
      data: {
        collection: await markCollected({
          db,
          code: request.params.code,
          lineId: request.params.lineId,
          adminId: signedIn(request).user.id,
        }),
      },
    }),
  );

  app.post(
    '/api/admin/collections/:code/collect-all',
    {
      config: { permission: 'almacen' },
      schema: {
        tags: ['admin', 'collections'],
        summary: 'Marks every lot still in the warehouse handed over (only when paid)',
        params: ZCodeParamsSchema,
        response: { 200: ZCollectionResponseSchema },
      },
    },
    async (request) => ({
      data: {
        collection: await markCollected({
          db,
          code: request.params.code,
          lineId: 'all',
          adminId: signedIn(request).user.id,
        }),
      },
    }),
  );
};

/** Pick-up slots and handing lots over at the warehouse, at /api/admin. */
export const collectionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  pickupSlotRoutes(app);
  handOverRoutes(app);
};
