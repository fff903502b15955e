import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveSalesAdminRoutes } from './live-sales.admin.routes.ts';
import { liveSalesRoutes } from './live-sales.routes.ts';

/** The live-sales module: its routes, each with its full URL in its routes file. */
export const liveSalesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(liveSalesRoutes);
  await app.register(liveSalesAdminRoutes);
};
