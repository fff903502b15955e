import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportsAdminRoutes } from './reports.admin.routes.ts';

/** The back office's reports. */
export const reportsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(reportsAdminRoutes);
};
