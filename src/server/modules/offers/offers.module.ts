import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offersAdminRoutes } from './offers.admin.routes.ts';

/** The offers module: its routes, each with its full URL in its routes file. */
export const offersModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(offersAdminRoutes);
};
