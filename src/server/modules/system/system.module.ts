import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemRoutes } from './system.routes.ts';

/** Health and readiness, for load balancers and monitoring. */
export const systemModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(systemRoutes);
};
