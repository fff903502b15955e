import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDayRangeQuerySchema } from '@/common/schemas/api.ts';
import { downloadRoute } from '@/server/documents/download-route.ts';
import { invoicesCsv, paymentsCsv } from './accounting.service.ts';

/** Exports for the house's accountant, at /api/admin/accounting. */
export const accountingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  for (const [name, build, summary] of [
    [
      'invoices',
      invoicesCsv,
      'Issued invoices between two dates, bases and IVA per rate (CSV for a Spanish spreadsheet)',
    ],
    ['payments', paymentsCsv, 'Payments and refunds between two dates (CSV for a Spanish spreadsheet)'],
  ] as const) {
    downloadRoute(
      app,
      `/api/admin/accounting/${name}.csv`,
      {
        permission: 'contabilidad',
        stepUp: true,
        tags: ['admin', 'accounting'],
        summary,
        querystring: ZDayRangeQuerySchema,
        format: 'csv',
      },
      async (request) => {
        const { from, to } = request.query;
        const fileName = `${name === 'invoices' ? 'facturas' : 'cobros'}-${from}-${to}.csv`;
        return { name: fileName, body: await build({ db, from, to }) };
      },
    );
  }
};
