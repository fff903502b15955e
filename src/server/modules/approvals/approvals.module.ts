import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approvalsAdminRoutes } from './approvals.admin.routes.ts';

/** Four eyes: changes that wait for a second member of staff (docs/after-the-hammer.md). */
export const approvalsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(approvalsAdminRoutes);
};
