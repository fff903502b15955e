import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offersAdminRoutes } from './offers.admin.routes.ts';

/** Offers made on direct sales, decided in the back office. */
export const offersModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(offersAdminRoutes);
};
