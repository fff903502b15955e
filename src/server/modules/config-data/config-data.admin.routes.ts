import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiText } from '@/common/i18n/api/index.ts';
import { ZPendingApprovalResponseSchema } from '@/common/schemas/approvals.ts';
import {
  ZAdminConfigDataListResponseSchema,
  ZAdminConfigDataResponseSchema,
  ZConfigDataUpdateSchema,
} from '@/common/schemas/config-data.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { fourEyesExpiryMs, requestApproval } from '../approvals/approvals.service.ts';
import { getConfigData, listConfigData, putConfigData } from './config-data.service.ts';

const ZKeyParamsSchema = z.object({ key: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/) });

/** Settings in the back office (docs/product.md#api-contract, "Config"), at /api/admin. */
export const configDataAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const site = { siteName: app.deps.config.SITE_NAME, publicUrl: app.deps.config.PUBLIC_URL };

  app.get(
    '/api/admin/config-data',
    {
      config: { permission: 'configuracion' },
      schema: {
        tags: ['admin'],
        summary: 'Every setting, public or not',
        response: { 200: ZAdminConfigDataListResponseSchema },
      },
    },
    async () => ({
      data: { configData: await listConfigData({ db }) },
    }),
  );

  app.get(
    '/api/admin/config-data/:key',
    {
      config: { permission: 'configuracion' },
      schema: {
        tags: ['admin'],
        summary: 'One setting as JSON text',
        params: ZKeyParamsSchema,
        response: { 200: ZAdminConfigDataResponseSchema },
      },
    },
    async (request) => ({ data: { configData: await getConfigData({ db, key: request.params.key }) } }),
  );

  app.put(
    '/api/admin/config-data/:key',
    {
      config: { permission: 'configuracion' },
      preHandler: [
        // The IBAN every buyer is told to pay into: changing it is how payments are diverted.
        async (request) => {
          if (request.params.key === 'bankAccount') await app.requireStepUp(request);
        },
      ],
      schema: {
        tags: ['admin'],
        summary:
          'Saves a setting; known keys are validated (bid ranges must ascend from 0 €). `bankAccount` is not saved at once: 202, pending the approval of another person with contabilidad',
        params: ZKeyParamsSchema,
        body: ZConfigDataUpdateSchema,
        response: { 200: ZAdminConfigDataResponseSchema, 202: ZPendingApprovalResponseSchema },
      },
    },
    async (request, reply) => {
      // The body names the setting too: one that disagrees with the address is a mistake, not a rename.
      if (request.body.configData.dataKey !== request.params.key)
        throw new AppError('VALIDATION', apiText.configData.keyMismatch, {
          fields: { 'configData.dataKey': apiText.configData.keyMustBe(request.params.key) },
        });
      const { key } = request.params;
      if (key === 'bankAccount') {
        // Four eyes: the account buyers pay into changes only once a second person approves (an invalid
        // value is refused at once: the request is rehearsed first).
        const approval = await requestApproval({
          db,
          site,
          change: { kind: 'bank-account', dataValue: request.body.configData.dataValue },
          requestedBy: signedIn(request).user.id,
          expiryMs: fourEyesExpiryMs(app.deps.config),
        });
        return reply.status(202).send({ data: { approval }, message: apiText.approvals.pendingApproval });
      }
      return {
        data: {
          configData: await putConfigData({
            db,
            key: request.params.key,
            dataValue: request.body.configData.dataValue,
            actorId: signedIn(request).user.id,
          }),
        },
      };
    },
  );
};
