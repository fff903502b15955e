import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withdrawalsAdminRoutes } from './withdrawals.admin.routes.ts';
import { withdrawalsRoutes } from './withdrawals.routes.ts';

/** A consumer's right of withdrawal, the buyer's request and the back office's decision. */
export const withdrawalsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(withdrawalsRoutes);
  await app.register(withdrawalsAdminRoutes);
};
