import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import {
  ZFollowResponseSchema,
  ZWatchedLotsResponseSchema,
  ZWatchlistResponseSchema,
} from '@/common/schemas/watchlist.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { getWatchlist, listWatchedLots, setAuctionFollowed, setLotFollowed } from './watchlist.service.ts';

/** The logged-in user's watchlist (the hearts on lots and auctions), at /api/frontend/auth. */
export const watchlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/frontend/auth/watchlist',
    {
      schema: {
        tags: ['watchlist'],
        summary: 'The ids of the lots and auctions I follow',
        response: { 200: ZWatchlistResponseSchema },
      },
    },
    async (request) => ({ data: await getWatchlist({ db, userId: signedIn(request).user.id }) }),
  );

  app.get(
    '/api/frontend/auth/watchlist/lots',
    {
      schema: {
        tags: ['watchlist'],
        summary: 'The lots I follow, with live price and state: open ones by closing time, then closed ones',
        response: { 200: ZWatchedLotsResponseSchema },
      },
    },
    async (request) => ({ data: { lots: await listWatchedLots({ db, userId: signedIn(request).user.id }) } }),
  );

  for (const following of [true, false]) {
    const method = following ? 'put' : 'delete';
    app[method](
      '/api/frontend/auth/watchlist/lots/:id',
      {
        schema: {
          tags: ['watchlist'],
          summary: following ? 'Follows a published lot (idempotent)' : 'Stops following a lot (idempotent)',
          params: ZIdParamsSchema,
          response: { 200: ZFollowResponseSchema },
        },
      },
      async (request) => {
        await setLotFollowed({ db, userId: signedIn(request).user.id, lotId: request.params.id, following });
        return { data: { following } };
      },
    );
    app[method](
      '/api/frontend/auth/watchlist/auctions/:id',
      {
        schema: {
          tags: ['watchlist'],
          summary: following
            ? 'Follows a published auction, to hear when it opens (idempotent)'
            : 'Stops following an auction (idempotent)',
          params: ZIdParamsSchema,
          response: { 200: ZFollowResponseSchema },
        },
      },
      async (request) => {
        await setAuctionFollowed({
          db,
          userId: signedIn(request).user.id,
          auctionId: request.params.id,
          following,
        });
        return { data: { following } };
      },
    );
  }
};
