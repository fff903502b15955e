import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCsvFileSchema } from '@/common/schemas/api.ts';
import { sendDownload } from '@/server/documents/send-download.ts';
import { invoicesCsv, paymentsCsv } from './accounting.service.ts';

const ZRangeSchema = z
  .object({
    from: z.iso.date({ error: 'Escribe la fecha inicial (AAAA-MM-DD).' }),
    to: z.iso.date({ error: 'Escribe la fecha final (AAAA-MM-DD).' }),
  })
  .refine((range) => range.to >= range.from, {
    path: ['to'],
    message: 'La fecha final no puede ser anterior a la inicial.',
  });

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
    app.get(
      `/api/admin/accounting/${name}.csv`,
      {
        config: { permission: 'contabilidad' },
        preHandler: [app.requireStepUp],
        schema: {
          tags: ['admin', 'accounting'],
          summary,
          querystring: ZRangeSchema,
          produces: ['text/csv'],
          response: { 200: ZCsvFileSchema },
        },
      },
      async (request, reply) => {
        const { from, to } = request.query;
        const fileName = `${name === 'invoices' ? 'facturas' : 'cobros'}-${from}-${to}.csv`;
        return sendDownload(reply, fileName, 'text/csv; charset=utf-8', await build({ db, from, to }));
      },
    );
  }
};
