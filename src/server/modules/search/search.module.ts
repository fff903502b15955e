import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchRoutes } from './search.routes.ts';

/** The search module: its routes, each with its full URL in its routes file. */
export const searchModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(searchRoutes);
};
