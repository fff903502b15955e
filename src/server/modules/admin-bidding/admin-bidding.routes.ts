import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonQuery, ZIdParamsSchema, ZPageQuerySchema } from '@/common/schemas/api.ts';
import { ZAdminBidsResponseSchema } from '@/common/schemas/bids.ts';
import {
  auctionResults,
  auctionResultsCsv,
  bidsPerDay,
  closeAuction,
  deleteBid,
  lastBiddedAuctions,
  listAuctionBids,
  nextLotEndDate,
} from './admin-bidding.service.ts';

const ZBidFilterSchema = z
  .object({ lotId: z.number().int().positive().optional(), userId: z.number().int().positive().optional() })
  .strict();

/** The bidding side of the back office (SPEC §7 "Bids", "Auctions"), at /api/admin. */
export const adminBiddingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/auctions/last-bidded',
    { schema: { tags: ['admin'], summary: 'Auctions with the most recent bids' } },
    async () => ({ data: { auctions: await lastBiddedAuctions({ db }) } }),
  );

  app.get(
    '/auctions/:id/nextLotEndDate',
    {
      schema: {
        tags: ['admin'],
        summary: 'End date for a new lot: the last lot’s end plus the auction’s lot interval',
        params: ZIdParamsSchema,
        response: { 200: z.object({ data: z.object({ nextLotEndDate: z.iso.datetime() }) }) },
      },
    },
    async (request) => ({
      data: { nextLotEndDate: (await nextLotEndDate({ db, auctionId: request.params.id })).toISOString() },
    }),
  );

  app.post(
    '/auctions/:id/close',
    {
      schema: {
        tags: ['admin'],
        summary: 'Closes an auction whose lots have all closed',
        params: ZIdParamsSchema,
      },
    },
    async (request) => {
      const auction = await closeAuction({ db, auctionId: request.params.id });
      return {
        data: {
          auction: {
            id: auction.id,
            status: auction.status,
            closedOn: auction.closedOn?.toISOString() ?? null,
          },
        },
      };
    },
  );

  app.get(
    '/auctions/:id/results',
    {
      schema: {
        tags: ['admin'],
        summary: 'Results: lots with hammer price and winner',
        params: ZIdParamsSchema,
      },
    },
    async (request) => ({ data: await auctionResults({ db, auctionId: request.params.id }) }),
  );

  app.get(
    '/auctions/:id/results.csv',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Results as CSV for a Spanish spreadsheet (BOM, `;`, decimal commas; no cell runs as a formula)',
        params: ZIdParamsSchema,
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="resultados-subasta-${request.params.id}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(await auctionResultsCsv({ db, auctionId: request.params.id })),
  );

  app.get(
    '/auctions/:id/bids',
    {
      schema: {
        tags: ['admin'],
        summary: 'Bids of an auction, newest first, paginated',
        params: ZIdParamsSchema,
        querystring: ZPageQuerySchema.extend({
          filter: jsonQuery(ZBidFilterSchema).describe('JSON: {"lotId","userId"}'),
        }),
        response: { 200: ZAdminBidsResponseSchema },
      },
    },
    async (request) => {
      const { page, limit, filter } = request.query;
      const { bids, total } = await listAuctionBids({
        db,
        auctionId: request.params.id,
        page,
        limit,
        ...filter,
      });
      return { data: { bids }, metadata: { total, page, limit } };
    },
  );

  app.get(
    '/auctions/:id/bids/all',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every bid of an auction (exports)',
        params: ZIdParamsSchema,
        response: { 200: ZAdminBidsResponseSchema },
      },
    },
    async (request) => {
      const { bids, total } = await listAuctionBids({ db, auctionId: request.params.id });
      return { data: { bids }, metadata: { total } };
    },
  );

  app.delete(
    '/bids/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes a bid and recomputes its lot (watchers are told)',
        params: ZIdParamsSchema,
      },
    },
    async (request) => {
      const lot = await deleteBid({ db, bidId: request.params.id });
      return {
        data: {
          lot: { id: lot.id, maxBid: lot.maxBid, maxBidderId: lot.maxBidderId, bidsCount: lot.bidsCount },
        },
      };
    },
  );

  app.get(
    '/stats/bids',
    {
      schema: {
        tags: ['admin'],
        summary: 'Bids per day (Madrid days) for the dashboard',
        querystring: z.object({ days: z.coerce.number().int().min(1).max(366).default(30) }),
      },
    },
    async (request) => ({ data: { days: await bidsPerDay({ db, days: request.query.days }) } }),
  );
};
