import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiText } from '@/common/i18n/api/index.ts';
import {
  ZNotificationPreferencesResponseSchema,
  ZPushDevicesResponseSchema,
  ZPushEndpointQuerySchema,
  ZPushSubscriptionRequestSchema,
  ZUnsubscribeQuerySchema,
  ZUnsubscribeResponseSchema,
  ZUpdateNotificationPreferencesRequestSchema,
} from '@/common/schemas/notifications.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { outboundPolicy } from '@/server/lib/outbound.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { isUnsubscribeTokenValid, loadVapidKeys } from './notice-keys.ts';
import {
  countPushDevices,
  deletePushSubscription,
  getNotificationChoices,
  savePushSubscription,
  setNotificationChoices,
  turnEmailOff,
} from './notification-preferences.service.ts';

/** The user's notification choices and push browsers, at /api/frontend/auth. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const outbound = outboundPolicy(config.OUTBOUND_ALLOWED_HOSTS);
  app.addHook('onRequest', app.requireUser);

  const preferences = async (userId: number) => ({
    data: {
      choices: await getNotificationChoices({ db, userId }),
      vapidPublicKey: (
        await loadVapidKeys({
          db,
          publicKey: config.VAPID_PUBLIC_KEY,
          privateKey: config.VAPID_PRIVATE_KEY,
          subject: config.VAPID_SUBJECT,
        })
      ).publicKey,
      pushDevices: await countPushDevices({ db, userId }),
    },
  });

  app.get(
    '/api/frontend/auth/notifications/preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'What I am told, by e-mail and by push, for each kind of notice',
        response: { 200: ZNotificationPreferencesResponseSchema },
      },
    },
    (request) => preferences(signedIn(request).user.id),
  );

  app.put(
    '/api/frontend/auth/notifications/preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Saves my choices for the kinds given; the others keep theirs',
        body: ZUpdateNotificationPreferencesRequestSchema,
        response: { 200: ZNotificationPreferencesResponseSchema },
      },
    },
    async (request) => {
      await setNotificationChoices({ db, userId: signedIn(request).user.id, choices: request.body.choices });
      return preferences(signedIn(request).user.id);
    },
  );

  app.post(
    '/api/frontend/auth/notifications/push-subscriptions',
    {
      schema: {
        tags: ['notifications'],
        summary: "Registers this browser's push subscription (from the service worker) for me",
        body: ZPushSubscriptionRequestSchema,
        response: { 200: ZPushDevicesResponseSchema },
      },
    },
    async (request) => ({
      data: {
        pushDevices: await savePushSubscription({
          db,
          userId: signedIn(request).user.id,
          subscription: request.body.subscription,
          outbound,
        }),
      },
    }),
  );

  app.delete(
    '/api/frontend/auth/notifications/push-subscriptions',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Stops push notifications to one of my browsers',
        querystring: ZPushEndpointQuerySchema,
        response: { 200: ZPushDevicesResponseSchema },
      },
    },
    async (request) => ({
      data: {
        pushDevices: await deletePushSubscription({
          db,
          userId: signedIn(request).user.id,
          endpoint: request.query.endpoint,
        }),
      },
    }),
  );
};

/**
 * One-click unsubscribe (RFC 8058) at /api/frontend: the mail client POSTs `List-Unsubscribe=One-Click` to
 * the List-Unsubscribe URL, and the page behind the message's link POSTs the same URL. No login and no
 * CSRF token: the signed query is the proof, as a payment gateway's signature is for its notification.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // Mail clients send RFC 8058's `List-Unsubscribe=One-Click` as a form; what it says is not needed.
  await app.register(formbody);

  app.post(
    '/api/frontend/notifications/unsubscribe',
    {
      config: { public: true, isSignedByGateway: true },
      schema: {
        tags: ['notifications'],
        summary: 'Turns one kind of e-mail off for the user the signed link names (RFC 8058 one-click)',
        querystring: ZUnsubscribeQuerySchema,
        response: { 200: ZUnsubscribeResponseSchema },
      },
    },
    async (request) => {
      const { u: userId, k: kind, t: token } = request.query;
      if (!(await isUnsubscribeTokenValid({ db, userId, kind, token })))
        throw new AppError('VALIDATION', apiText.notifications.unsubscribeLinkInvalid, {
          fields: { t: apiText.notifications.unsubscribeSignatureWrong },
        });
      await turnEmailOff({ db, userId, kind });
      return { data: { kind, channel: 'email' as const } };
    },
  );
};
