import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import {
  ZApprovalResponseSchema,
  ZApprovalsQuerySchema,
  ZApprovalsResponseSchema,
  ZRejectApprovalRequestSchema,
} from '@/common/schemas/approvals.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { approveApproval, fourEyesExpiryMs, listApprovals, rejectApproval } from './approvals.service.ts';

/** Four eyes on money in the back office (docs/after-the-hammer.md, "Four eyes"), at /api/admin. */
export const approvalsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const site = { siteName: app.deps.config.SITE_NAME, publicUrl: app.deps.config.PUBLIC_URL };
  const expiryMs = fourEyesExpiryMs(app.deps.config);

  app.get(
    '/api/admin/approvals',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags: ['admin', 'approvals'],
        summary:
          'Changes waiting for a second person (bank account, large refunds), oldest first; or those decided or expired (FOUR_EYES_EXPIRY_DAYS)',
        querystring: ZApprovalsQuerySchema,
        response: { 200: ZApprovalsResponseSchema },
      },
    },
    async (request) => {
      const { outcome, page, limit } = request.query;
      const { approvals, total } = await listApprovals({ db, outcome, page, limit, expiryMs });
      return { data: { approvals }, metadata: { total, page, limit } };
    },
  );

  app.post(
    '/api/admin/approvals/:id/approve',
    {
      config: { permission: 'contabilidad' },
      preHandler: [app.requireStepUp],
      schema: {
        tags: ['admin', 'approvals'],
        summary:
          'Approves and applies a pending change, audited with both people; 403 for the requester, 409 once decided or expired',
        params: ZIdParamsSchema,
        response: { 200: ZApprovalResponseSchema },
      },
    },
    async (request) => ({
      data: {
        approval: await approveApproval({
          db,
          site,
          id: request.params.id,
          approverId: signedIn(request).user.id,
          expiryMs,
        }),
      },
    }),
  );

  app.post(
    '/api/admin/approvals/:id/reject',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags: ['admin', 'approvals'],
        summary: 'Rejects a pending change with its reason: nothing of it happens; 409 once decided',
        params: ZIdParamsSchema,
        body: ZRejectApprovalRequestSchema,
        response: { 200: ZApprovalResponseSchema },
      },
    },
    async (request) => ({
      data: {
        approval: await rejectApproval({
          db,
          id: request.params.id,
          deciderId: signedIn(request).user.id,
          reason: request.body.reason,
          expiryMs,
        }),
      },
    }),
  );
};
