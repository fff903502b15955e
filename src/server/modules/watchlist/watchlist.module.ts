import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { watchlistRoutes } from './watchlist.routes.ts';

/** The lots and auctions a user follows. */
export const watchlistModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(watchlistRoutes);
};
