import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchRoutes } from './search.routes.ts';

/** Searching lots. */
export const searchModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(searchRoutes);
};
