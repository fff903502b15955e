import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exchangeRatesAdminRoutes } from './exchange-rates.admin.routes.ts';
import { exchangeRatesRoutes } from './exchange-rates.routes.ts';

/** Exchange rates for indicative amounts in a visitor's currency (docs/product.md#indicative-amounts). */
export const exchangeRatesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(exchangeRatesRoutes);
  await app.register(exchangeRatesAdminRoutes);
};
