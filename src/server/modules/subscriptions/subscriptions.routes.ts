import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import {
  ZRefundIbanRequestSchema,
  ZSubscribedAuctionsResponseSchema,
  ZSubscribeRequestSchema,
  ZSubscriptionResponseSchema,
  ZSubscriptionsResponseSchema,
} from '@/common/schemas/subscriptions.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { viesSettings } from '../vat/vat.service.ts';
import { listSubscribedAuctions } from './subscribed-auctions.service.ts';
import { listUserSubscriptions, setRefundIban, subscribe } from './subscriptions.service.ts';

/** The logged-in user's subscriptions (docs/product.md#api-contract, "Subscriptions"), at /api/frontend/auth. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const site = { siteName: app.deps.config.SITE_NAME, publicUrl: app.deps.config.PUBLIC_URL };
  const vies = viesSettings(app.deps.config);
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/api/frontend/auth/auctions/:id/subscribe',
    {
      schema: {
        tags: ['subscriptions'],
        summary:
          'Subscribes to an auction with the confirmed invoicing data; returns the existing one if any',
        params: ZIdParamsSchema,
        body: ZSubscribeRequestSchema,
        response: { 200: ZSubscriptionResponseSchema },
      },
    },
    async (request) => ({
      data: {
        subscription: await subscribe({
          db,
          site,
          userId: signedIn(request).user.id,
          auctionId: request.params.id,
          profile: request.body.user,
          refundIban: request.body.refundIban,
          vies,
        }),
      },
    }),
  );

  app.get(
    '/api/frontend/auth/user/subscriptions',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'My subscriptions',
        response: { 200: ZSubscriptionsResponseSchema },
      },
    },
    async (request) => ({
      data: { subscriptions: await listUserSubscriptions({ db, userId: signedIn(request).user.id }) },
    }),
  );

  app.get(
    '/api/frontend/auth/auctions/subscribed',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Auctions I am subscribed to, with my subscription',
        response: { 200: ZSubscribedAuctionsResponseSchema },
      },
    },
    async (request) => ({
      data: { auctions: await listSubscribedAuctions({ db, userId: signedIn(request).user.id }) },
    }),
  );

  app.put(
    '/api/frontend/auth/subscriptions/:id/refund-iban',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Changes the account my deposit is returned to (until it has been)',
        params: ZIdParamsSchema,
        body: ZRefundIbanRequestSchema,
        response: { 200: ZSubscriptionResponseSchema },
      },
    },
    async (request) => ({
      data: {
        subscription: await setRefundIban({
          db,
          id: request.params.id,
          userId: signedIn(request).user.id,
          refundIban: request.body.refundIban,
        }),
      },
    }),
  );
};
