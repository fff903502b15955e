import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagesAdminRoutes } from './pages.admin.routes.ts';
import { pagesRoutes } from './pages.routes.ts';

/** The pages module: its routes, each with its full URL in its routes file. */
export const pagesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(pagesRoutes);
  await app.register(pagesAdminRoutes);
};
