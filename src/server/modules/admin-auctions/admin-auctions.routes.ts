import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminAuctionFilterSchema,
  ZAdminAuctionOrderSchema,
  ZAuctionInputSchema,
  ZInvoicingDataSchema,
  ZLotInputSchema,
  ZSublotInputSchema,
} from '@/common/schemas/admin-auctions.ts';
import { jsonQuery, ZIdParamsSchema, ZPageQuerySchema } from '@/common/schemas/api.ts';
import { lots } from '@/server/db/schema/index.ts';
import { listAudit } from '../audit/audit.service.ts';
import { getPublicLot } from '../lots/lots.service.ts';
import {
  createAuction,
  createLot,
  createSublot,
  deleteAuction,
  deleteLot,
  deleteSublot,
  getAdminAuction,
  listAdminAuctions,
  reorderLots,
  setInvoicingData,
  setMetadata,
  setPublished,
  shiftLotEnds,
  updateAuction,
  updateLot,
  updateSublot,
} from './admin-auctions.service.ts';
import { importLots, parseCsv, parseXlsx, previewLotImport } from './lot-import.ts';

const ZMetadataBodySchema = z.object({
  entries: z
    .array(
      z.object({
        name: z.string().trim().min(1, 'Escribe el nombre del campo.').max(100),
        value: z.string().trim().min(1, 'Escribe el valor.').max(1000),
        priority: z
          .number()
          .int()
          .min(0)
          .max(10_000)
          .optional()
          .describe('Display order of the field (lower first)'),
        type: z.enum(['string', 'number', 'boolean', 'date', 'url']).optional(),
      }),
    )
    .max(100),
});

const brief = (auction: { id: number; title: string; slug: string; published: boolean; status: string }) => ({
  id: auction.id,
  title: auction.title,
  slug: auction.slug,
  published: auction.published,
  status: auction.status,
});

/** Auctions in the back office (SPEC §7 "Auctions"), at /api/admin. */
export const adminAuctionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/auctions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Auctions, drafts included, paginated',
        querystring: ZPageQuerySchema.extend({
          filter: jsonQuery(ZAdminAuctionFilterSchema).describe('JSON: {"search","status","published"}'),
          order: jsonQuery(ZAdminAuctionOrderSchema).describe(
            'JSON: {"field":"startDate|endDate|title|createdOn","direction"}',
          ),
        }),
      },
    },
    async (request) => {
      const { page, limit, filter, order } = request.query;
      const { auctions, total } = await listAdminAuctions({ db, page, limit, filter, order });
      return { data: { auctions }, metadata: { total, page, limit } };
    },
  );

  app.post(
    '/auctions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Creates an auction (unpublished)',
        body: z.object({ auction: ZAuctionInputSchema }),
      },
    },
    async (request, reply) => {
      const auction = await createAuction({ db, input: request.body.auction, actorId: request.user!.id });
      return reply.status(201).send({ data: { auction: brief(auction) } });
    },
  );

  app.get(
    '/auctions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'An auction with all its lots and the audit trail',
        params: ZIdParamsSchema,
      },
    },
    async (request) => ({ data: await getAdminAuction({ db, id: request.params.id }) }),
  );

  app.put(
    '/auctions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edits an auction',
        params: ZIdParamsSchema,
        body: z.object({ auction: ZAuctionInputSchema }),
      },
    },
    async (request) => ({
      data: {
        auction: brief(
          await updateAuction({
            db,
            id: request.params.id,
            input: request.body.auction,
            actorId: request.user!.id,
          }),
        ),
      },
    }),
  );

  app.delete(
    '/auctions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes an auction without bids (409 otherwise)',
        params: ZIdParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteAuction({ db, id: request.params.id, actorId: request.user!.id });
      return reply.status(204).send();
    },
  );

  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.put(
      `/auctions/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary: `${published ? 'Publishes' : 'Unpublishes'} an auction`,
          params: ZIdParamsSchema,
        },
      },
      async (request) => ({
        data: {
          auction: brief(
            await setPublished({ db, id: request.params.id, published, actorId: request.user!.id }),
          ),
        },
      }),
    );
  }

  app.put(
    '/auctions/:id/invoicingData',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sets who invoices the auction’s lots',
        params: ZIdParamsSchema,
        body: ZInvoicingDataSchema,
      },
    },
    async (request) => {
      const auction = await setInvoicingData({
        db,
        id: request.params.id,
        data: request.body.invoicingData,
        actorId: request.user!.id,
      });
      return { data: { auction: { ...brief(auction), invoiceData: auction.invoiceData } } };
    },
  );

  app.post(
    '/auctions/:id/lots',
    {
      schema: {
        tags: ['admin'],
        summary: 'Adds a lot; its end defaults to nextLotEndDate',
        params: ZIdParamsSchema,
        body: z.object({ lot: ZLotInputSchema }),
      },
    },
    async (request, reply) => {
      const lot = await createLot({
        db,
        auctionId: request.params.id,
        input: request.body.lot,
        actorId: request.user!.id,
      });
      return reply.status(201).send({
        data: {
          lot: { id: lot.id, order: lot.order, title: lot.title, endDate: lot.endDate.toISOString() },
        },
      });
    },
  );

  app.put(
    '/lots/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edits a lot (its price is fixed once it has bids)',
        params: ZIdParamsSchema,
        body: z.object({ lot: ZLotInputSchema }),
      },
    },
    async (request) => {
      const lot = await updateLot({
        db,
        id: request.params.id,
        input: request.body.lot,
        actorId: request.user!.id,
      });
      return {
        data: { lot: { id: lot.id, title: lot.title, price: lot.price, endDate: lot.endDate.toISOString() } },
      };
    },
  );

  app.delete(
    '/lots/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes a lot without bids (409 otherwise)',
        params: ZIdParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteLot({ db, id: request.params.id, actorId: request.user!.id });
      return reply.status(204).send();
    },
  );

  app.put(
    '/auctions/:id/lots/order',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reorders the lots of an auction',
        params: ZIdParamsSchema,
        body: z.object({ ids: z.array(z.number().int().positive()).max(5000) }),
      },
    },
    async (request, reply) => {
      await reorderLots({
        db,
        auctionId: request.params.id,
        ids: request.body.ids,
        actorId: request.user!.id,
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/auctions/:id/lots/shift',
    {
      schema: {
        tags: ['admin'],
        summary: 'Moves the end of every open lot by some minutes',
        params: ZIdParamsSchema,
        body: z.object({
          minutes: z
            .number()
            .int('Minutos enteros.')
            .min(-100_000)
            .max(100_000)
            .refine((value) => value !== 0, 'Indica cuántos minutos.'),
        }),
      },
    },
    async (request) => ({
      data: {
        moved: await shiftLotEnds({
          db,
          auctionId: request.params.id,
          minutes: request.body.minutes,
          actorId: request.user!.id,
        }),
      },
    }),
  );

  app.get(
    '/lots/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A lot with images, files, metadata and sublots, drafts included',
        params: ZIdParamsSchema,
      },
    },
    async (request) => {
      const found = await getPublicLot({ db, id: request.params.id, includeDrafts: true });
      // What invoices call the lot is not public, so the public lot answer leaves it out.
      const [row] = await db
        .select({ invoiceDescription: lots.invoiceDescription })
        .from(lots)
        .where(eq(lots.id, request.params.id));
      return {
        data: {
          ...found,
          lot: { ...found.lot, invoiceDescription: row?.invoiceDescription ?? null },
          audit: await listAudit({ db, entity: 'lot', entityId: request.params.id }),
        },
      };
    },
  );

  app.put(
    '/lots/:id/metadata',
    {
      schema: {
        tags: ['admin'],
        summary: 'Replaces the metadata entries of a lot (field name + value, in order)',
        params: ZIdParamsSchema,
        body: ZMetadataBodySchema,
      },
    },
    async (request, reply) => {
      await setMetadata({
        db,
        owner: 'lotId',
        ownerId: request.params.id,
        entries: request.body.entries,
        actorId: request.user!.id,
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/auctions/:id/lots/import',
    {
      bodyLimit: 12 * 1024 * 1024,
      schema: {
        tags: ['admin'],
        summary:
          'Imports lots from CSV text or an .xlsx file (base64): titulo, descripcion, precio, valoracion, unidades, …; dryRun previews with per-row errors',
        params: ZIdParamsSchema,
        body: z
          .object({
            csv: z.string().max(4_000_000).optional(),
            xlsxBase64: z.string().max(11_000_000).optional(),
            dryRun: z.boolean().default(true),
          })
          .refine((body) => Boolean(body.csv) !== Boolean(body.xlsxBase64), {
            path: ['csv'],
            message: 'Envía un CSV o un Excel.',
          }),
      },
    },
    async (request) => {
      const { csv, xlsxBase64, dryRun } = request.body;
      const records = csv ? parseCsv(csv) : await parseXlsx(Buffer.from(xlsxBase64!, 'base64'));
      if (dryRun) return { data: { rows: previewLotImport(records), created: 0 } };
      return {
        data: {
          rows: [],
          created: await importLots({ db, auctionId: request.params.id, records, actorId: request.user!.id }),
        },
      };
    },
  );

  app.post(
    '/lots/:id/sublots',
    {
      schema: {
        tags: ['admin'],
        summary: 'Adds a sublot at the end of a lot',
        params: ZIdParamsSchema,
        body: z.object({ sublot: ZSublotInputSchema }),
      },
    },
    async (request, reply) => {
      const sublot = await createSublot({
        db,
        lotId: request.params.id,
        input: request.body.sublot,
        actorId: request.user!.id,
      });
      return reply
        .status(201)
        .send({ data: { sublot: { id: sublot.id, title: sublot.title, order: sublot.order } } });
    },
  );

  app.put(
    '/sublots/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edits a sublot',
        params: ZIdParamsSchema,
        body: z.object({ sublot: ZSublotInputSchema }),
      },
    },
    async (request) => {
      const sublot = await updateSublot({
        db,
        id: request.params.id,
        input: request.body.sublot,
        actorId: request.user!.id,
      });
      return { data: { sublot: { id: sublot.id, title: sublot.title, order: sublot.order } } };
    },
  );

  app.delete(
    '/sublots/:id',
    { schema: { tags: ['admin'], summary: 'Deletes a sublot', params: ZIdParamsSchema } },
    async (request, reply) => {
      await deleteSublot({ db, id: request.params.id, actorId: request.user!.id });
      return reply.status(204).send();
    },
  );

  app.put(
    '/auctions/:id/metadata',
    {
      schema: {
        tags: ['admin'],
        summary: 'Replaces the metadata entries of an auction (field name + value, in order)',
        params: ZIdParamsSchema,
        body: ZMetadataBodySchema,
      },
    },
    async (request, reply) => {
      await setMetadata({
        db,
        owner: 'auctionId',
        ownerId: request.params.id,
        entries: request.body.entries,
        actorId: request.user!.id,
      });
      return reply.status(204).send();
    },
  );
};
