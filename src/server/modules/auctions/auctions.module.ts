import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auctionsAdminRoutes } from './auctions.admin.routes.ts';
import { auctionsRoutes } from './auctions.routes.ts';

/** Auctions: the public catalogue's pages and the back office's editing and publishing. */
export const auctionsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(auctionsRoutes);
  await app.register(auctionsAdminRoutes);
};
