import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemRoutes } from './system.routes.ts';

/** The system module: its routes, each with its full URL in its routes file. */
export const systemModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(systemRoutes);
};
