import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { watchlistRoutes } from './watchlist.routes.ts';

/** The watchlist module: its routes, each with its full URL in its routes file. */
export const watchlistModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(watchlistRoutes);
};
