import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auctionsAdminRoutes } from './auctions.admin.routes.ts';
import { auctionsRoutes } from './auctions.routes.ts';

/** The auctions module: its routes, each with its full URL in its routes file. */
export const auctionsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(auctionsRoutes);
  await app.register(auctionsAdminRoutes);
};
