import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountingAdminRoutes } from './accounting.admin.routes.ts';

/** The accounting module: its routes, each with its full URL in its routes file. */
export const accountingModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountingAdminRoutes);
};
