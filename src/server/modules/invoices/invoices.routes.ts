import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema, ZPdfFileSchema } from '@/common/schemas/api.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { sendInvoicePdf } from './invoice-download.ts';
import { getInvoice } from './invoices.service.ts';

/** The buyer's invoices, at /api/frontend/auth (listed in each settlement). */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/frontend/auth/invoices/:id/pdf',
    {
      schema: {
        tags: ['invoices'],
        summary: 'One of my invoices as a PDF (with its VERI*FACTU QR code)',
        params: ZIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: ZPdfFileSchema },
      },
    },
    async (request, reply) =>
      sendInvoicePdf(reply, {
        db,
        invoice: await getInvoice({ db, id: request.params.id, userId: signedIn(request).user.id }),
        qrUrls: {
          verifactu: app.deps.config.VERIFACTU_QR_URL,
          noVerifactu: app.deps.config.NO_VERIFACTU_QR_URL,
        },
      }),
  );
};
