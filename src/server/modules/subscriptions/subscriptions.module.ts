import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionsAdminRoutes } from './subscriptions.admin.routes.ts';
import { subscriptionsRoutes } from './subscriptions.routes.ts';

/** Subscribing to an auction, and the back office's acceptance, rejection and deposit marked paid. */
export const subscriptionsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(subscriptionsRoutes);
  await app.register(subscriptionsAdminRoutes);
};
