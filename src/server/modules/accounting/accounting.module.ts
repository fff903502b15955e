import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountingAdminRoutes } from './accounting.admin.routes.ts';

/** Exports for the house's accountant. */
export const accountingModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountingAdminRoutes);
};
