import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaAdminRoutes } from './media.admin.routes.ts';

/** The media module: its routes, each with its full URL in its routes file. */
export const mediaModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(mediaAdminRoutes);
};
