import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageFromAcceptLanguage } from '@/common/language.ts';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import {
  ZCardPaymentFormResponseSchema,
  ZRedsysNotificationRequestSchema,
  ZRedsysNotificationResponseSchema,
} from '@/common/schemas/payments.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { handleRedsysNotification, startCardPayment } from './card-payments.service.ts';
import { createRedsysGateway } from './redsys.ts';

/** Card payments: the buyer starts one (/api/frontend/auth); Redsys notifies the result (/api/payments). */
export const cardPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const gateway =
    config.REDSYS_URL && config.REDSYS_MERCHANT_CODE && config.REDSYS_SECRET_KEY
      ? await createRedsysGateway({
          url: config.REDSYS_URL,
          merchantCode: config.REDSYS_MERCHANT_CODE,
          terminal: config.REDSYS_TERMINAL,
          secretKey: config.REDSYS_SECRET_KEY,
        })
      : null;
  // Redsys posts its notification as an HTML form would.
  await app.register(formbody);

  app.post(
    '/api/frontend/auth/settlements/:id/card-payment',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Starts paying what is owed by card: the signed form to post to the Redsys gateway',
        params: ZIdParamsSchema,
        response: { 200: ZCardPaymentFormResponseSchema },
      },
    },
    async (request) => ({
      data: await startCardPayment({
        db,
        gateway,
        publicUrl: config.PUBLIC_URL,
        settlementId: request.params.id,
        userId: signedIn(request).user.id,
        language: languageFromAcceptLanguage(request.headers['accept-language']),
      }),
    }),
  );

  app.post(
    '/api/payments/redsys/notification',
    {
      config: { isSignedByGateway: true },
      schema: {
        tags: ['payments'],
        summary: 'Redsys’s signed notification of a card payment’s result (server to server)',
        body: ZRedsysNotificationRequestSchema,
        response: { 200: ZRedsysNotificationResponseSchema },
      },
    },
    async (request) => ({
      data: await handleRedsysNotification({
        db,
        gateway,
        merchantCode: config.REDSYS_MERCHANT_CODE,
        body: request.body,
        site: { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL },
      }),
    }),
  );
};
