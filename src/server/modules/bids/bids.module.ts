import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bidReceiptsRoutes } from './bid-receipts.routes.ts';
import { bidsAdminRoutes } from './bids.admin.routes.ts';
import { bidsRoutes } from './bids.routes.ts';

/** Bids: placing one, the bidder's lists, receipts, and the back office's bid lists. */
export const bidsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(bidsRoutes);
  await app.register(bidsAdminRoutes);
  await app.register(bidReceiptsRoutes);
};
