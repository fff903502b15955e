import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportsAdminRoutes } from './reports.admin.routes.ts';

/** The reports module: its routes, each with its full URL in its routes file. */
export const reportsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(reportsAdminRoutes);
};
