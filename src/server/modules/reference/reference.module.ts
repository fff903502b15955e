import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referenceRoutes } from './reference.routes.ts';

/** The reference module: its routes, each with its full URL in its routes file. */
export const referenceModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(referenceRoutes);
};
