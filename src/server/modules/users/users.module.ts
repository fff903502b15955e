import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersAdminRoutes } from './users.admin.routes.ts';

/** The users module: its routes, each with its full URL in its routes file. */
export const usersModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(usersAdminRoutes);
};
