import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { salesAdminRoutes } from './sales.admin.routes.ts';
import { salesRoutes } from './sales.routes.ts';

/** The sales module: its routes, each with its full URL in its routes file. */
export const salesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(salesRoutes);
  await app.register(salesAdminRoutes);
};
