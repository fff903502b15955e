import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonQuery, ZIdParamsSchema, ZPageQuerySchema } from '@/common/schemas/api.ts';
import {
  ZAdminBidFilterSchema,
  ZAdminBidOrderSchema,
  ZAdminBidsResponseSchema,
  ZBidsPerDayResponseSchema,
  ZDeletedBidResponseSchema,
  ZLastBiddedAuctionsResponseSchema,
} from '@/common/schemas/bids.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { bidsPerDay, deleteBid, lastBiddedAuctions, listAuctionBids } from './bids.admin.service.ts';

/** Bids in the back office (docs/product.md#api-contract, "Bids") and the dashboard's bid figures, at /api/admin. */
export const bidsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/auctions/last-bidded',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Auctions with the most recent bids',
        response: { 200: ZLastBiddedAuctionsResponseSchema },
      },
    },
    async () => ({ data: { auctions: await lastBiddedAuctions({ db }) } }),
  );

  app.get(
    '/api/admin/auctions/:id/bids',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Bids of an auction, newest first unless sorted, paginated',
        params: ZIdParamsSchema,
        querystring: ZPageQuerySchema.extend({
          filter: jsonQuery(ZAdminBidFilterSchema).describe('JSON: {"lotId","userId"}'),
          order: jsonQuery(ZAdminBidOrderSchema).describe(
            'JSON: {"field":"createdOn|amount|lotOrder","direction":"asc|desc"}',
          ),
        }),
        response: { 200: ZAdminBidsResponseSchema },
      },
    },
    async (request) => {
      const { page, limit, filter, order } = request.query;
      const auctionId = request.params.id;
      const { bids, total } = await listAuctionBids({ db, auctionId, page, limit, order, ...filter });
      return { data: { bids }, metadata: { total, page, limit } };
    },
  );

  app.get(
    '/api/admin/auctions/:id/bids/all',
    {
      config: { permission: 'subastas' },
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
    '/api/admin/bids/:id',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary:
          'Deletes (annuls) a bid and recomputes its lot (watchers are told); the bid stays a link of the lot’s chain, with who, when and `reason`',
        params: ZIdParamsSchema,
        querystring: z.object({
          reason: z.string().trim().min(3).max(300).optional().describe('Why it is annulled (kept with it)'),
        }),
        response: { 200: ZDeletedBidResponseSchema },
      },
    },
    async (request) => {
      const { id, maxBid, maxBidderId, bidsCount } = await deleteBid({
        db,
        bidId: request.params.id,
        adminId: signedIn(request).user.id,
        reason: request.query.reason ?? 'Anulada desde el back office',
      });
      return { data: { lot: { id, maxBid, maxBidderId, bidsCount } } };
    },
  );

  app.get(
    '/api/admin/stats/bids',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Bids per day (Madrid days) for the dashboard',
        querystring: z.object({ days: z.coerce.number().int().min(1).max(366).default(30) }),
        response: { 200: ZBidsPerDayResponseSchema },
      },
    },
    async (request) => ({ data: { days: await bidsPerDay({ db, days: request.query.days }) } }),
  );
};
