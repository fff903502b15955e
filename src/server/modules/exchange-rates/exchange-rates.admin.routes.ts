import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZNoContentSchema } from '@/common/schemas/api.ts';
import {
  ZCurrencyParamsSchema,
  ZEcbImportRequestSchema,
  ZEcbImportResponseSchema,
  ZExchangeRateResponseSchema,
  ZExchangeRatesResponseSchema,
  ZExchangeRateUpdateSchema,
} from '@/common/schemas/exchange-rates.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import {
  deleteExchangeRate,
  importEcbRates,
  listExchangeRates,
  setExchangeRate,
} from './exchange-rates.service.ts';

/** Exchange rates in the back office, kept by those who keep the site's settings (permission configuracion). */
export const exchangeRatesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const config = { permission: 'configuracion' } as const;

  app.get(
    '/api/admin/exchange-rates',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Every exchange rate',
        response: { 200: ZExchangeRatesResponseSchema },
      },
    },
    async () => ({ data: { exchangeRates: await listExchangeRates({ db }) } }),
  );

  app.put(
    '/api/admin/exchange-rates/:currency',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Sets one currency’s rate (units per 1 EUR), audited',
        params: ZCurrencyParamsSchema,
        body: ZExchangeRateUpdateSchema,
        response: { 200: ZExchangeRateResponseSchema },
      },
    },
    async (request) => ({
      data: {
        exchangeRate: await setExchangeRate({
          db,
          currency: request.params.currency,
          rate: request.body.exchangeRate.rate,
          actorId: signedIn(request).user.id,
        }),
      },
    }),
  );

  app.delete(
    '/api/admin/exchange-rates/:currency',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Stops offering a currency, audited',
        params: ZCurrencyParamsSchema,
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteExchangeRate({ db, currency: request.params.currency, actorId: signedIn(request).user.id });
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/exchange-rates/ecb-import',
    {
      config,
      bodyLimit: 3 * 1024 * 1024,
      schema: {
        tags: ['admin'],
        summary:
          'Imports the ECB’s euro reference rates (eurofxref-daily.xml as text): every currency it quotes, in one go; a malformed file is refused naming the element at fault',
        body: ZEcbImportRequestSchema,
        response: { 201: ZEcbImportResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await importEcbRates({ db, ...request.body, actorId: signedIn(request).user.id });
      return reply.status(201).send({ data: result });
    },
  );
};
