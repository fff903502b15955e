import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { madridDay } from '@/common/madrid-time.ts';
import {
  ZAuditFacetsResponseSchema,
  ZAuditLogResponseSchema,
  ZAuditQuerySchema,
} from '@/common/schemas/audit.ts';
import { downloadRoute, pageOf } from '@/server/documents/download-route.ts';
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
      const { entries, total } = await searchAudit({ db, ...request.query });
      return pageOf('entries', request.query, entries, total);
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
  downloadRoute(
    app,
    '/api/admin/audit.csv',
    {
      permission: 'auditoria',
      stepUp: true,
      tags,
      summary: 'The filtered audit log as CSV for a Spanish spreadsheet, one row per changed field',
      querystring: ZAuditQuerySchema,
      format: 'csv',
    },
    async (request) => {
      const { page: _page, limit: _limit, ...filters } = request.query;
      return { name: `auditoria-${madridDay()}.csv`, body: auditCsv(await exportAudit({ db, ...filters })) };
    },
  );
};
