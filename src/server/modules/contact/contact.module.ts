import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRoutes } from './contact.routes.ts';

/** The contact module: its routes, each with its full URL in its routes file. */
export const contactModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(contactRoutes);
};
