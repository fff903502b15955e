import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardPaymentsRoutes } from './card-payments.routes.ts';
import { paymentsAdminRoutes } from './payments.admin.routes.ts';

/** Payments: the card gateway's (Redsys) and the back office's (transfers, bank statements). */
export const paymentsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(cardPaymentsRoutes);
  await app.register(paymentsAdminRoutes);
};
