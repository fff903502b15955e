import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  jsonQuery,
  ZCsvFileSchema,
  ZIdParamsSchema,
  ZNoContentSchema,
  ZPageQuerySchema,
} from '@/common/schemas/api.ts';
import {
  ZAdminAuctionFilterSchema,
  ZAdminAuctionOrderSchema,
  ZAdminAuctionResponseSchema,
  ZAdminAuctionsResponseSchema,
  ZAuctionInputSchema,
  ZAuctionResultsResponseSchema,
  ZClosedAuctionResponseSchema,
  ZInvoicingDataResponseSchema,
  ZInvoicingDataSchema,
  ZSavedAuctionResponseSchema,
} from '@/common/schemas/auctions.ts';
import type { TZodApp } from '@/server/documents/download-route.ts';
import { sendDownload } from '@/server/documents/send-download.ts';
import { sendPrepared } from '@/server/lib/prepared-body.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import {
  createAuction,
  deleteAuction,
  getAdminAuction,
  listAdminAuctions,
  setInvoicingData,
  setPublished,
  toSavedAuction,
  updateAuction,
} from './auction-editing.service.ts';
import { auctionResults, auctionResultsCsv, closeAuction } from './auction-results.service.ts';

/** The auctions list, a new auction, and one auction as the back office edits it. */
const auctionReadRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/auctions',
    {
      // Every team works on auctions: they all read them; only subastas changes them.
      config: { permission: ['subastas', 'inscripciones', 'contabilidad', 'almacen'] },
      schema: {
        tags: ['admin'],
        summary: 'Auctions, drafts included, paginated',
        querystring: ZPageQuerySchema.extend({
          filter: jsonQuery(ZAdminAuctionFilterSchema).describe('JSON: {"search","status","published"}'),
          order: jsonQuery(ZAdminAuctionOrderSchema).describe(
            'JSON: {"field":"startDate|endDate|title|createdOn","direction"}',
          ),
        }),
        response: { 200: ZAdminAuctionsResponseSchema },
      },
    },
    async (request, reply) => {
      // One prepared answer per query for all staff, forgotten with any auction (answer-cache.ts).
      const { page, limit, filter, order } = request.query;
      const key = `admin:auctions:${JSON.stringify([page, limit, filter ?? null, order ?? null])}`;
      const body = await app.answers.answer(key, async () => {
        const { auctions, total } = await listAdminAuctions({ db, page, limit, filter, order });
        const answer = ZAdminAuctionsResponseSchema.encode({
          data: { auctions },
          metadata: { total, page, limit },
        });
        return { auctionId: null, body: JSON.stringify(answer), showsBids: false };
      });
      return sendPrepared(request, reply, body);
    },
  );

  app.post(
    '/api/admin/auctions',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Creates an auction (unpublished)',
        body: z.object({ auction: ZAuctionInputSchema }),
        response: { 201: ZSavedAuctionResponseSchema },
      },
    },
    async (request, reply) => {
      const auction = await createAuction({
        db,
        input: request.body.auction,
        actorId: signedIn(request).user.id,
      });
      return reply.status(201).send({ data: { auction: toSavedAuction(auction) } });
    },
  );

  app.get(
    '/api/admin/auctions/:id',
    {
      config: { permission: ['subastas', 'inscripciones', 'contabilidad', 'almacen'] },
      schema: {
        tags: ['admin'],
        summary: 'An auction with all its lots, its invoicing data and the audit trail',
        params: ZIdParamsSchema,
        response: { 200: ZAdminAuctionResponseSchema },
      },
    },
    async (request) => ({ data: await getAdminAuction({ db, id: request.params.id }) }),
  );
};

/** An auction changed, deleted, published or withdrawn. */
const auctionChangeRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.put(
    '/api/admin/auctions/:id',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Edits an auction',
        params: ZIdParamsSchema,
        body: z.object({ auction: ZAuctionInputSchema }),
        response: { 200: ZSavedAuctionResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const auction = await updateAuction({
        db,
        id,
        input: request.body.auction,
        actorId: signedIn(request).user.id,
      });
      return { data: { auction: toSavedAuction(auction) } };
    },
  );

  app.delete(
    '/api/admin/auctions/:id',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Deletes an auction without bids (409 otherwise)',
        params: ZIdParamsSchema,
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteAuction({ db, id: request.params.id, actorId: signedIn(request).user.id });
      return reply.status(204).send();
    },
  );

  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.put(
      `/api/admin/auctions/:id/${action}`,
      {
        config: { permission: 'subastas' },
        schema: {
          tags: ['admin'],
          summary: `${published ? 'Publishes' : 'Unpublishes'} an auction`,
          params: ZIdParamsSchema,
          response: { 200: ZSavedAuctionResponseSchema },
        },
      },
      async (request) => {
        const auction = await setPublished({
          db,
          id: request.params.id,
          published,
          actorId: signedIn(request).user.id,
        });
        return { data: { auction: toSavedAuction(auction) } };
      },
    );
  }
};

/** The invoicing data an auction’s sales are billed with, and closing it now. */
const auctionCloseRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.put(
    '/api/admin/auctions/:id/invoicingData',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Sets who invoices the auction’s lots',
        params: ZIdParamsSchema,
        body: ZInvoicingDataSchema,
        response: { 200: ZInvoicingDataResponseSchema },
      },
    },
    async (request) => {
      const auction = await setInvoicingData({
        db,
        id: request.params.id,
        data: request.body.invoicingData,
        actorId: signedIn(request).user.id,
      });
      return { data: { auction: { ...toSavedAuction(auction), invoiceData: auction.invoiceData } } };
    },
  );

  app.post(
    '/api/admin/auctions/:id/close',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Closes an auction whose lots have all closed',
        params: ZIdParamsSchema,
        response: { 200: ZClosedAuctionResponseSchema },
      },
    },
    async (request) => {
      const { id, status, closedOn } = await closeAuction({ db, auctionId: request.params.id });
      return { data: { auction: { id, status, closedOn: closedOn?.toISOString() ?? null } } };
    },
  );
};

/** An auction’s results, on screen and as CSV. */
const auctionResultRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/auctions/:id/results',
    {
      config: { permission: ['subastas', 'inscripciones', 'contabilidad', 'almacen'] },
      schema: {
        tags: ['admin'],
        summary: 'Results: lots with hammer price and winner',
        params: ZIdParamsSchema,
        response: { 200: ZAuctionResultsResponseSchema },
      },
    },
    async (request) => ({ data: await auctionResults({ db, auctionId: request.params.id }) }),
  );

  app.get(
    '/api/admin/auctions/:id/results.csv',
    {
      config: { permission: ['subastas', 'inscripciones', 'contabilidad', 'almacen'] },
      preHandler: [app.requireStepUp],
      schema: {
        tags: ['admin'],
        summary:
          'Results as CSV for a Spanish spreadsheet (BOM, `;`, decimal commas; no cell runs as a formula)',
        params: ZIdParamsSchema,
        produces: ['text/csv'],
        response: { 200: ZCsvFileSchema },
      },
    },
    async (request, reply) =>
      sendDownload(
        reply,
        `resultados-subasta-${request.params.id}.csv`,
        'text/csv; charset=utf-8',
        await auctionResultsCsv({ db, auctionId: request.params.id }),
      ),
  );
};

/** Auctions in the back office (docs/product.md#api-contract, "Auctions"), at /api/admin; their lots and metadata are in lots.admin.routes.ts. */
export const auctionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  auctionReadRoutes(app);
  auctionChangeRoutes(app);
  auctionCloseRoutes(app);
  auctionResultRoutes(app);
};
