import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { collectionsAdminRoutes } from './collections.admin.routes.ts';
import { collectionsRoutes } from './collections.routes.ts';

/** The collections module: its routes, each with its full URL in its routes file. */
export const collectionsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(collectionsRoutes);
  await app.register(collectionsAdminRoutes);
};
