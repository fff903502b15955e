import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRoutes } from './contact.routes.ts';

/** The contact form. */
export const contactModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(contactRoutes);
};
