import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { madridDay } from '@/common/madrid-time.ts';
import { ZCsvFileSchema } from '@/common/schemas/api.ts';
import {
  ZAuditFacetsResponseSchema,
  ZAuditLogResponseSchema,
  ZAuditQuerySchema,
} from '@/common/schemas/audit.ts';
import { sendDownload } from '@/server/documents/send-download.ts';
import { auditFacets, exportAudit, searchAudit } from './audit.service.ts';
import { auditCsv } from './audit-csv.ts';

const tags = ['admin', 'audit'];

/** The audit log of the back office, at /api/admin/audit: who changed what, when, and from what to what. */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/api/admin/audit',
    {
      config: { permission: 'auditoria' },
      schema: {
        tags,
        summary: 'The audit log, newest first, filtered by person, record and Madrid days',
        querystring: ZAuditQuerySchema,
        response: { 200: ZAuditLogResponseSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { entries, total } = await searchAudit({ db, ...request.query });
      return { data: { entries }, metadata: { total, page, limit } };
    },
  );

  app.get(
    '/api/admin/audit/facets',
    {
      config: { permission: 'auditoria' },
      schema: {
        tags,
        summary: 'The people and kinds of record found in the audit log, for its filters',
        response: { 200: ZAuditFacetsResponseSchema },
      },
    },
    async () => ({ data: await auditFacets({ db }) }),
  );

  // An export of who did what: a fresh second factor first (docs/operations.md).
  app.get(
    '/api/admin/audit.csv',
    {
      config: { permission: 'auditoria' },
      preHandler: [app.requireStepUp],
      schema: {
        tags,
        summary: 'The filtered audit log as CSV for a Spanish spreadsheet, one row per changed field',
        querystring: ZAuditQuerySchema,
        produces: ['text/csv'],
        response: { 200: ZCsvFileSchema },
      },
    },
    async (request, reply) => {
      const { page: _page, limit: _limit, ...filters } = request.query;
      const csv = auditCsv(await exportAudit({ db, ...filters }));
      return sendDownload(reply, `auditoria-${madridDay()}.csv`, 'text/csv; charset=utf-8', csv);
    },
  );
};
