import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonQuery, ZIdParamsSchema, ZNoContentSchema, ZPageQuerySchema } from '@/common/schemas/api.ts';
import { lateReason, ZDepositPaidRequestSchema } from '@/common/schemas/deposits.ts';
import {
  ZAdminSubscriptionsResponseSchema,
  ZAdminUserSubscriptionsResponseSchema,
  ZBulkResponseSchema,
  ZSubscriptionBulkRequestSchema,
  ZSubscriptionFilterSchema,
  ZSubscriptionOrderSchema,
  ZSubscriptionResponseSchema,
} from '@/common/schemas/subscriptions.ts';
import type { TZodApp } from '@/server/documents/download-route.ts';
import { sendPrepared } from '@/server/lib/prepared-body.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { setDepositReceived } from '../deposits/deposits.service.ts';
import { toSubscription } from '../deposits/subscription-answer.ts';
import { viesSettings } from '../vat/vat.service.ts';
import { recheckSubscriptionVies } from './subscription-vies.service.ts';
import {
  decideSubscription,
  deleteSubscription,
  listPendingSubscriptions,
  listSubscriptions,
} from './subscriptions.admin.service.ts';
import { applySubscriptionBulkAction } from './subscriptions.bulk.service.ts';
import { listSubscriptionsOfUser } from './user-subscriptions.admin.service.ts';

/** The subscriptions waiting for a decision, and all of them. */
const subscriptionListRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/subscriptions/pending',
    {
      config: { permission: 'inscripciones' },
      schema: {
        tags: ['admin'],
        summary: 'Subscriptions waiting for a decision, oldest first',
        response: { 200: ZAdminSubscriptionsResponseSchema },
      },
    },
    async () => {
      const { subscriptions, users, auctions } = await listPendingSubscriptions({ db });
      return { data: { subscriptions }, metadata: { users, auctions } };
    },
  );

  app.get(
    '/api/admin/subscriptions',
    {
      config: { permission: 'inscripciones' },
      schema: {
        tags: ['admin'],
        summary: 'All subscriptions, paginated',
        querystring: ZPageQuerySchema.extend({
          filter: jsonQuery(ZSubscriptionFilterSchema).describe(
            'JSON: {"status","auctionId","userId","paid"}',
          ),
          order: jsonQuery(ZSubscriptionOrderSchema).describe(
            'JSON: {"field":"createdOn|status","direction":"asc|desc"}',
          ),
        }),
        response: { 200: ZAdminSubscriptionsResponseSchema },
      },
    },
    async (request, reply) => {
      // One prepared answer per query for all staff, forgotten when a subscription, user or auction
      // changes (answer-cache.ts; the `lists:*` triggers).
      const { page, limit, filter, order } = request.query;
      const key = `admin:subscriptions:${JSON.stringify([page, limit, filter ?? null, order ?? null])}`;
      const body = await app.answers.answer(key, async () => {
        const { subscriptions, users, auctions, total } = await listSubscriptions({
          db,
          page,
          limit,
          filter,
          order,
        });
        const answer = ZAdminSubscriptionsResponseSchema.encode({
          data: { subscriptions },
          metadata: { users, auctions, total, page, limit },
        });
        return { auctionId: null, body: JSON.stringify(answer), showsBids: false };
      });
      return sendPrepared(request, reply, body);
    },
  );
};

/** Accepting or rejecting a subscription, and checking its VAT number with VIES. */
const subscriptionDecisionRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;
  const site = { siteName: app.deps.config.SITE_NAME, publicUrl: app.deps.config.PUBLIC_URL };
  const vies = viesSettings(app.deps.config);

  for (const [action, accepted] of [
    ['accept', true],
    ['reject', false],
  ] as const) {
    app.put(
      `/api/admin/subscriptions/:id/${action}`,
      {
        config: { permission: 'inscripciones' },
        schema: {
          tags: ['admin'],
          summary: `${accepted ? 'Accepts' : 'Rejects'} a pending subscription and e-mails the user; a decided one only with changeDecision`,
          params: ZIdParamsSchema,
          body: z
            .object({ changeDecision: z.boolean().default(false) })
            .nullish()
            .describe('changeDecision: true to change a decision already taken (the user is e-mailed again)'),
          response: { 200: ZSubscriptionResponseSchema },
        },
      },
      async (request) => ({
        data: {
          subscription: await decideSubscription({
            db,
            site,
            id: request.params.id,
            accepted,
            isChange: request.body?.changeDecision ?? false,
          }),
        },
      }),
    );
  }

  app.post(
    '/api/admin/subscriptions/:id/vies',
    {
      config: { permission: 'inscripciones' },
      schema: {
        tags: ['admin'],
        summary:
          "Checks the subscriber's EU VAT number in VIES again, the house as requester, and keeps the answer and its consultation number",
        params: ZIdParamsSchema,
        response: { 200: ZSubscriptionResponseSchema },
      },
    },
    async (request) => ({
      data: {
        subscription: toSubscription(
          await recheckSubscriptionVies({
            db,
            subscriptionId: request.params.id,
            vies,
            adminId: signedIn(request).user.id,
          }),
        ),
      },
    }),
  );
};

/** A subscription marked paid, several decided at once, or deleted. */
const subscriptionChangeRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;
  const site = { siteName: app.deps.config.SITE_NAME, publicUrl: app.deps.config.PUBLIC_URL };

  app.put(
    '/api/admin/subscriptions/:id/paid',
    {
      config: { permission: 'inscripciones' },
      schema: {
        tags: ['admin'],
        summary:
          'Marks the deposit of a subscription as received (or not); after the auction closed only with `late` and a `reason`',
        params: ZIdParamsSchema,
        body: ZDepositPaidRequestSchema,
        response: { 200: ZSubscriptionResponseSchema },
      },
    },
    async (request) => ({
      data: {
        subscription: toSubscription(
          await setDepositReceived({
            db,
            site,
            subscriptionId: request.params.id,
            isReceived: request.body.paid,
            adminId: signedIn(request).user.id,
            lateReason: lateReason(request.body),
          }),
        ),
      },
    }),
  );

  app.post(
    '/api/admin/subscriptions/bulk',
    {
      config: { permission: 'inscripciones' },
      schema: {
        tags: ['admin'],
        summary:
          'Accepts, rejects or marks the deposit received of many subscriptions, each by the single action rule; one result per subscription',
        body: ZSubscriptionBulkRequestSchema,
        response: { 200: ZBulkResponseSchema },
      },
    },
    async (request) => {
      const results = await applySubscriptionBulkAction({
        db,
        site,
        ids: request.body.ids,
        action: request.body.action,
        adminId: signedIn(request).user.id,
      });
      return { data: { results, done: results.filter((result) => result.ok).length } };
    },
  );

  app.delete(
    '/api/admin/subscriptions/:id',
    {
      config: { permission: 'inscripciones' },
      schema: {
        tags: ['admin'],
        summary: 'Deletes a subscription',
        params: ZIdParamsSchema,
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteSubscription({ db, id: request.params.id });
      return reply.status(204).send();
    },
  );
};

/** The subscriptions back office (docs/product.md#subscriptions), at /api/admin. */
/** One user's subscriptions, for the back office's user page. */
const userSubscriptionRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/users/:id/subscriptions',
    {
      config: { permission: ['usuarios', 'inscripciones', 'contabilidad'] },
      schema: {
        tags: ['admin'],
        summary: 'A user’s subscriptions',
        params: ZIdParamsSchema,
        querystring: ZPageQuerySchema,
        response: { 200: ZAdminUserSubscriptionsResponseSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { subscriptions, auctions, total } = await listSubscriptionsOfUser({
        db,
        id: request.params.id,
        page,
        limit,
      });
      return { data: { subscriptions }, metadata: { auctions, total, page, limit } };
    },
  );
};

export const subscriptionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  subscriptionListRoutes(app);
  subscriptionDecisionRoutes(app);
  subscriptionChangeRoutes(app);
  userSubscriptionRoutes(app);
};
