import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fairPlayAdminRoutes } from './fair-play.admin.routes.ts';

/** The fair-play module: its routes, each with its full URL in its routes file. */
export const fairPlayModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(fairPlayAdminRoutes);
};
