import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiText } from '@/common/i18n/api/index.ts';
import { ZIdParamsSchema, ZNoContentSchema } from '@/common/schemas/api.ts';
import { ZAdminLotResponseSchema } from '@/common/schemas/auctions.ts';
import {
  ZAddedLotResponseSchema,
  ZLotBulkPublishRequestSchema,
  ZLotImportRequestSchema,
  ZLotImportResponseSchema,
  ZLotInputSchema,
  ZMetadataInputSchema,
  ZNextLotEndDateResponseSchema,
  ZSavedLotResponseSchema,
  ZSavedSublotResponseSchema,
  ZShiftedLotsResponseSchema,
  ZSublotInputSchema,
} from '@/common/schemas/lots.ts';
import { ZBulkResponseSchema } from '@/common/schemas/subscriptions.ts';
import type { TZodApp } from '@/server/documents/download-route.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { lotAwardsAdminRoutes } from './lot-awards.admin.routes.ts';
import { createLot, deleteLot, getAdminLot, reorderLots, updateLot } from './lot-editing.service.ts';
import { importLots, parseCsv, parseXlsx, previewLotImport } from './lot-import.ts';
import { setLotsPublished } from './lot-publishing.service.ts';
import { nextLotEndDate, shiftLotEnds } from './lot-schedule.service.ts';
import { setMetadata } from './metadata.service.ts';
import { createSublot, deleteSublot, updateSublot } from './sublots.service.ts';

const toSavedSublot = (sublot: { id: number; title: string; order: number }) => ({
  id: sublot.id,
  title: sublot.title,
  order: sublot.order,
});

/** An auction’s lots: the next end date, a new lot, their order. */
const auctionLotRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/auctions/:id/nextLotEndDate',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'End date for a new lot: the last lot’s end plus the auction’s lot interval',
        params: ZIdParamsSchema,
        response: { 200: ZNextLotEndDateResponseSchema },
      },
    },
    async (request) => ({
      data: { nextLotEndDate: (await nextLotEndDate({ db, auctionId: request.params.id })).toISOString() },
    }),
  );

  app.post(
    '/api/admin/auctions/:id/lots',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Adds a lot; its end defaults to nextLotEndDate',
        params: ZIdParamsSchema,
        body: z.object({ lot: ZLotInputSchema }),
        response: { 201: ZAddedLotResponseSchema },
      },
    },
    async (request, reply) => {
      const auctionId = request.params.id;
      const lot = await createLot({
        db,
        auctionId,
        input: request.body.lot,
        actorId: signedIn(request).user.id,
      });
      const { id, order, title, endDate } = lot;
      return reply.status(201).send({ data: { lot: { id, order, title, endDate: endDate.toISOString() } } });
    },
  );

  app.put(
    '/api/admin/auctions/:id/lots/order',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Reorders the lots of an auction',
        params: ZIdParamsSchema,
        body: z.object({ ids: z.array(z.number().int().positive()).max(5000) }),
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      const auctionId = request.params.id;
      await reorderLots({ db, auctionId, ids: request.body.ids, actorId: signedIn(request).user.id });
      return reply.status(204).send();
    },
  );
};

/** Lots shifted in time and imported from a spreadsheet. */
const lotScheduleRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.post(
    '/api/admin/auctions/:id/lots/shift',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Moves the end of every open lot by some minutes',
        params: ZIdParamsSchema,
        body: z.object({
          minutes: z
            .number()
            .int({ error: () => apiText.lots.shiftMinutesWhole })
            .min(-100_000)
            .max(100_000)
            .refine((value) => value !== 0, { error: () => apiText.lots.shiftMinutesMissing }),
        }),
        response: { 200: ZShiftedLotsResponseSchema },
      },
    },
    async (request) => {
      const { minutes } = request.body;
      const moved = await shiftLotEnds({
        db,
        auctionId: request.params.id,
        minutes,
        actorId: signedIn(request).user.id,
      });
      return { data: { moved } };
    },
  );

  app.post(
    '/api/admin/auctions/:id/lots/import',
    {
      config: { permission: 'subastas' },
      bodyLimit: 12 * 1024 * 1024,
      schema: {
        tags: ['admin'],
        summary:
          'Imports lots from CSV text or an .xlsx file (base64): titulo, descripcion, precio, valoracion, unidades, …; dryRun previews with per-row errors',
        params: ZIdParamsSchema,
        body: ZLotImportRequestSchema,
        response: { 200: ZLotImportResponseSchema },
      },
    },
    async (request) => {
      const { csv, xlsxBase64, dryRun } = request.body;
      const records = csv ? parseCsv(csv) : await parseXlsx(Buffer.from(xlsxBase64!, 'base64'));
      if (dryRun) return { data: { rows: previewLotImport(records), created: 0 } };
      const created = await importLots({
        db,
        auctionId: request.params.id,
        records,
        actorId: signedIn(request).user.id,
      });
      return { data: { rows: [], created } };
    },
  );
};

/** Lots published in bulk, and one lot read and changed. */
const lotEditRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.post(
    '/api/admin/lots/bulk-publish',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Publishes or withdraws several lots, each audited like an edit; one result per lot',
        body: ZLotBulkPublishRequestSchema,
        response: { 200: ZBulkResponseSchema },
      },
    },
    async (request) => {
      const results = await setLotsPublished({
        db,
        ids: request.body.ids,
        published: request.body.published,
        actorId: signedIn(request).user.id,
      });
      return { data: { results, done: results.filter((result) => result.ok).length } };
    },
  );

  app.get(
    '/api/admin/lots/:id',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'A lot with images, files, metadata and sublots, drafts included',
        params: ZIdParamsSchema,
        response: { 200: ZAdminLotResponseSchema },
      },
    },
    async (request) => ({ data: await getAdminLot({ db, id: request.params.id }) }),
  );

  app.put(
    '/api/admin/lots/:id',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Edits a lot (its price is fixed once it has bids)',
        params: ZIdParamsSchema,
        body: z.object({ lot: ZLotInputSchema }),
        response: { 200: ZSavedLotResponseSchema },
      },
    },
    async (request) => {
      const lot = await updateLot({
        db,
        id: request.params.id,
        input: request.body.lot,
        actorId: signedIn(request).user.id,
      });
      const { id, title, price, endDate } = lot;
      return { data: { lot: { id, title, price, endDate: endDate.toISOString() } } };
    },
  );
};

/** A lot deleted, and the metadata of lots and auctions. */
const lotRemovalRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.delete(
    '/api/admin/lots/:id',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Deletes a lot without bids (409 otherwise)',
        params: ZIdParamsSchema,
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteLot({ db, id: request.params.id, actorId: signedIn(request).user.id });
      return reply.status(204).send();
    },
  );

  // A lot's and an auction's metadata are written alike (metadata.service.ts).
  for (const [records, owner, record] of [
    ['lots', 'lotId', 'a lot'],
    ['auctions', 'auctionId', 'an auction'],
  ] as const) {
    app.put(
      `/api/admin/${records}/:id/metadata`,
      {
        config: { permission: 'subastas' },
        schema: {
          tags: ['admin'],
          summary: `Replaces the metadata entries of ${record} (field name + value, in order)`,
          params: ZIdParamsSchema,
          body: ZMetadataInputSchema,
          response: { 204: ZNoContentSchema },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        await setMetadata({
          db,
          owner,
          ownerId: id,
          entries: request.body.entries,
          actorId: signedIn(request).user.id,
        });
        return reply.status(204).send();
      },
    );
  }
};

/** A lot’s sublots: added, changed, deleted. */
const sublotRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.post(
    '/api/admin/lots/:id/sublots',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Adds a sublot at the end of a lot',
        params: ZIdParamsSchema,
        body: z.object({ sublot: ZSublotInputSchema }),
        response: { 201: ZSavedSublotResponseSchema },
      },
    },
    async (request, reply) => {
      const lotId = request.params.id;
      const sublot = await createSublot({
        db,
        lotId,
        input: request.body.sublot,
        actorId: signedIn(request).user.id,
      });
      return reply.status(201).send({ data: { sublot: toSavedSublot(sublot) } });
    },
  );

  app.put(
    '/api/admin/sublots/:id',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Edits a sublot',
        params: ZIdParamsSchema,
        body: z.object({ sublot: ZSublotInputSchema }),
        response: { 200: ZSavedSublotResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const sublot = await updateSublot({
        db,
        id,
        input: request.body.sublot,
        actorId: signedIn(request).user.id,
      });
      return { data: { sublot: toSavedSublot(sublot) } };
    },
  );

  app.delete(
    '/api/admin/sublots/:id',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Deletes a sublot',
        params: ZIdParamsSchema,
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteSublot({ db, id: request.params.id, actorId: signedIn(request).user.id });
      return reply.status(204).send();
    },
  );
};

/** Lots and sublots in the back office (docs/product.md#api-contract, "Lots"), with the metadata of lots and auctions, at /api/admin. */
export const lotsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(lotAwardsAdminRoutes);
  auctionLotRoutes(app);
  lotScheduleRoutes(app);
  lotEditRoutes(app);
  lotRemovalRoutes(app);
  sublotRoutes(app);
};
