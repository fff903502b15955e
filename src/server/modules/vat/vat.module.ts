import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vatRoutes } from './vat.routes.ts';

/** The vat module: its routes, each with its full URL in its routes file. */
export const vatModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(vatRoutes);
};
