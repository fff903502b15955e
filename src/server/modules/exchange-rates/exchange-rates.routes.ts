import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZExchangeRatesResponseSchema } from '@/common/schemas/exchange-rates.ts';
import { listExchangeRates } from './exchange-rates.service.ts';

/** The rates any visitor's page converts indicative amounts with (docs/product.md#indicative-amounts). */
export const exchangeRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/frontend/exchange-rates',
    {
      schema: {
        tags: ['config'],
        summary:
          'Current exchange rates (units per 1 EUR) for indicative amounts in a visitor’s currency; never used for payment',
        response: { 200: ZExchangeRatesResponseSchema },
      },
    },
    async () => ({ data: { exchangeRates: await listExchangeRates({ db }) } }),
  );
};
