import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionsAdminRoutes } from './subscriptions.admin.routes.ts';
import { subscriptionsRoutes } from './subscriptions.routes.ts';

/** The subscriptions module: its routes, each with its full URL in its routes file. */
export const subscriptionsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(subscriptionsRoutes);
  await app.register(subscriptionsAdminRoutes);
};
