import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vatRoutes } from './vat.routes.ts';

/** VAT numbers checked against the EU's VIES service. */
export const vatModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(vatRoutes);
};
