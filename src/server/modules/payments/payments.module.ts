import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardPaymentsRoutes } from './card-payments.routes.ts';
import { paymentsAdminRoutes } from './payments.admin.routes.ts';

/** The payments module: its routes, each with its full URL in its routes file. */
export const paymentsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(cardPaymentsRoutes);
  await app.register(paymentsAdminRoutes);
};
