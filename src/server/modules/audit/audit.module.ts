import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditAdminRoutes } from './audit.admin.routes.ts';

/** The audit module: its routes, each with its full URL in its routes file. */
export const auditModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(auditAdminRoutes);
};
