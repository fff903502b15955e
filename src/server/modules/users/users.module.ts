import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersAdminRoutes } from './users.admin.routes.ts';

/** The back office's users: editing, blocking, roles. */
export const usersModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(usersAdminRoutes);
};
