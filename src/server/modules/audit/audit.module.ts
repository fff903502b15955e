import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditAdminRoutes } from './audit.admin.routes.ts';

/** The back office's audit log. */
export const auditModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(auditAdminRoutes);
};
