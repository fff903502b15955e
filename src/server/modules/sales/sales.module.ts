import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { salesAdminRoutes } from './sales.admin.routes.ts';
import { salesRoutes } from './sales.routes.ts';

/** Direct sales of liquidation assets, public and back office. */
export const salesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(salesRoutes);
  await app.register(salesAdminRoutes);
};
