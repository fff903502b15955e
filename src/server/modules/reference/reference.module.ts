import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referenceRoutes } from './reference.routes.ts';

/** Reference data every form reads: countries and provinces. */
export const referenceModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(referenceRoutes);
};
