import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiText } from '@/common/i18n/api/index.ts';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import { ZPendingApprovalResponseSchema } from '@/common/schemas/approvals.ts';
import {
  lateReason,
  ZDepositsQuerySchema,
  ZDepositsReceivedRequestSchema,
  ZDepositsReceivedResponseSchema,
  ZDepositsResponseSchema,
  ZForfeitDepositRequestSchema,
  ZRefundDepositRequestSchema,
} from '@/common/schemas/deposits.ts';
import { ZSubscriptionResponseSchema } from '@/common/schemas/subscriptions.ts';
import type { TZodApp } from '@/server/documents/download-route.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { fourEyesExpiryMs, requestApproval } from '../approvals/approvals.service.ts';
import { markDepositsReceived } from './deposits.bulk.service.ts';
import { depositAmount, forfeitDeposit, listDeposits, markDepositRefunded } from './deposits.service.ts';
import { toSubscription } from './subscription-answer.ts';

/** The deposits list, and marking several received at once. */
const depositListRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;
  const site = { siteName: app.deps.config.SITE_NAME, publicUrl: app.deps.config.PUBLIC_URL };

  app.get(
    '/api/admin/deposits',
    {
      config: { permission: ['inscripciones', 'contabilidad'] },
      schema: {
        tags: ['admin', 'deposits'],
        summary:
          'Deposits by auction and state, with the bidder and the IBAN to refund to; paginated, sorted',
        querystring: ZDepositsQuerySchema,
        response: { 200: ZDepositsResponseSchema },
      },
    },
    async (request) => {
      const { deposits, total } = await listDeposits({ db, ...request.query });
      return {
        data: { deposits },
        metadata: { total, page: request.query.page, limit: request.query.limit },
      };
    },
  );

  app.post(
    '/api/admin/deposits/bulk-received',
    {
      config: { permission: 'inscripciones' },
      schema: {
        tags: ['admin', 'deposits'],
        summary:
          'Marks several deposits as received (ids: the subscriptions) in one transaction, by the single action rule; refuses all if any cannot be received. After the auction closed only with `late` and a `reason` (audited)',
        body: ZDepositsReceivedRequestSchema,
        response: { 200: ZDepositsReceivedResponseSchema },
      },
    },
    async (request) => ({
      data: {
        received: await markDepositsReceived({
          db,
          site,
          subscriptionIds: request.body.ids,
          adminId: signedIn(request).user.id,
          lateReason: lateReason(request.body),
        }),
      },
    }),
  );
};

/** What becomes of one deposit after the sale: refunded (above a threshold, with a second approval) or kept. */
const depositReturnRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;
  const site = { siteName: app.deps.config.SITE_NAME, publicUrl: app.deps.config.PUBLIC_URL };

  app.post(
    '/api/admin/deposits/:id/refunded',
    {
      config: { permission: 'contabilidad' },
      preHandler: [app.requireStepUp],
      schema: {
        tags: ['admin', 'deposits'],
        summary:
          'Records that a deposit owed back has been returned (id: the subscription); 409 without a refund IBAN. A deposit above FOUR_EYES_REFUND_CENTS: 202, pending the approval of another person with contabilidad',
        params: ZIdParamsSchema,
        body: ZRefundDepositRequestSchema,
        response: { 200: ZSubscriptionResponseSchema, 202: ZPendingApprovalResponseSchema },
      },
    },
    async (request, reply) => {
      const amount = await depositAmount({ db, subscriptionId: request.params.id });
      if (amount !== null && amount > app.deps.config.FOUR_EYES_REFUND_CENTS) {
        const approval = await requestApproval({
          db,
          site,
          change: {
            kind: 'deposit-refund',
            subscriptionId: request.params.id,
            amount,
            note: request.body.note,
          },
          requestedBy: signedIn(request).user.id,
          expiryMs: fourEyesExpiryMs(app.deps.config),
        });
        return reply.status(202).send({ data: { approval }, message: apiText.approvals.pendingApproval });
      }
      return {
        data: {
          subscription: toSubscription(
            await markDepositRefunded({
              db,
              site,
              subscriptionId: request.params.id,
              adminId: signedIn(request).user.id,
              note: request.body.note,
            }),
          ),
        },
      };
    },
  );

  app.post(
    '/api/admin/deposits/:id/forfeit',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags: ['admin', 'deposits'],
        summary:
          'Keeps the deposit of a winner who did not pay and cancels their liquidación (id: the subscription)',
        params: ZIdParamsSchema,
        body: ZForfeitDepositRequestSchema,
        response: { 200: ZSubscriptionResponseSchema },
      },
    },
    async (request) => ({
      data: {
        subscription: toSubscription(
          await forfeitDeposit({
            db,
            site,
            subscriptionId: request.params.id,
            adminId: signedIn(request).user.id,
            reason: request.body.reason,
          }),
        ),
      },
    }),
  );
};

/** Deposits in the back office: who has one, what is owed back and where, at /api/admin. */
export const depositsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  depositListRoutes(app);
  depositReturnRoutes(app);
};
