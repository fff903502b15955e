import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approvalsAdminRoutes } from './approvals.admin.routes.ts';

/** The approvals module: its routes, each with its full URL in its routes file. */
export const approvalsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(approvalsAdminRoutes);
};
