import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveSalesAdminRoutes } from './live-sales.admin.routes.ts';
import { liveSalesRoutes } from './live-sales.routes.ts';

/** Live sales: the bidder's side and the auctioneer's console (docs/live-sales.md). */
export const liveSalesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(liveSalesRoutes);
  await app.register(liveSalesAdminRoutes);
};
