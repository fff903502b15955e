import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaAdminRoutes } from './media.admin.routes.ts';

/** Pictures and files uploaded in the back office. */
export const mediaModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(mediaAdminRoutes);
};
