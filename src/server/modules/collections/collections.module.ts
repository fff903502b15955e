import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { collectionsAdminRoutes } from './collections.admin.routes.ts';
import { collectionsRoutes } from './collections.routes.ts';

/** Collecting won lots: the buyer's pickup booking and release note, the back office's slots and handover. */
export const collectionsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(collectionsRoutes);
  await app.register(collectionsAdminRoutes);
};
