import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withdrawalsAdminRoutes } from './withdrawals.admin.routes.ts';
import { withdrawalsRoutes } from './withdrawals.routes.ts';

/** The withdrawals module: its routes, each with its full URL in its routes file. */
export const withdrawalsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(withdrawalsRoutes);
  await app.register(withdrawalsAdminRoutes);
};
