import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagesAdminRoutes } from './pages.admin.routes.ts';
import { pagesRoutes } from './pages.routes.ts';

/** The house's information pages, public and back office. */
export const pagesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(pagesRoutes);
  await app.register(pagesAdminRoutes);
};
