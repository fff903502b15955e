import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  jsonQuery,
  ZDbIdSchema,
  ZIdParamsSchema,
  ZPageQuerySchema,
  ZPdfFileSchema,
} from '@/common/schemas/api.ts';
import {
  invoiceKinds,
  ZAdminInvoicesResponseSchema,
  ZInvoiceOrderSchema,
  ZRectifyInvoiceRequestSchema,
  ZRectifyInvoiceResponseSchema,
} from '@/common/schemas/invoices.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { toAdminInvoice } from './invoice-answers.ts';
import { sendInvoicePdf } from './invoice-download.ts';
import { rectifyInvoice } from './invoice-rectification.service.ts';
import { getInvoice, listInvoices } from './invoices.service.ts';

/** Issued invoices in the back office, at /api/admin. */
export const invoicesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/invoices',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags: ['admin', 'invoices'],
        summary:
          'Issued invoices, newest first unless sorted; `q` searches number, buyer name and NIF; `kind` F1 or R1–R4',
        querystring: ZPageQuerySchema.extend({
          q: z.string().max(100).optional(),
          auctionId: ZDbIdSchema.optional(),
          kind: z.enum(invoiceKinds).optional(),
          order: jsonQuery(ZInvoiceOrderSchema).describe(
            'JSON: {"field":"issueDate|fullNumber|recipientName|total","direction":"asc|desc"}',
          ),
        }),
        response: { 200: ZAdminInvoicesResponseSchema },
      },
    },
    async (request) => {
      const { page, limit, q, auctionId, kind, order } = request.query;
      const result = await listInvoices({ db, page, limit, q, auctionId, kind, order });
      return {
        data: { invoices: result.invoices.map(toAdminInvoice) },
        metadata: { total: result.total, page, limit },
      };
    },
  );

  app.get(
    '/api/admin/invoices/:id/pdf',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags: ['admin', 'invoices'],
        summary: 'An invoice as a PDF',
        params: ZIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: ZPdfFileSchema },
      },
    },
    async (request, reply) =>
      sendInvoicePdf(reply, {
        db,
        invoice: await getInvoice({ db, id: request.params.id }),
        qrUrls: {
          verifactu: app.deps.config.VERIFACTU_QR_URL,
          noVerifactu: app.deps.config.NO_VERIFACTU_QR_URL,
        },
      }),
  );

  app.post(
    '/api/admin/invoices/:id/rectify',
    {
      config: { permission: 'contabilidad' },
      preHandler: [app.requireStepUp],
      schema: {
        tags: ['admin', 'invoices'],
        summary:
          'Issues a factura rectificativa (R1–R4 by `cause`) that cancels the invoice; after an error (R1) or other (R4) its lots are re-issued with current data',
        params: ZIdParamsSchema,
        body: ZRectifyInvoiceRequestSchema,
        response: { 200: ZRectifyInvoiceResponseSchema },
      },
    },
    async (request) => {
      const { rectification, replacement } = await rectifyInvoice({
        db,
        invoiceId: request.params.id,
        cause: request.body.cause,
        reason: request.body.reason,
        adminId: signedIn(request).user.id,
      });
      return {
        data: {
          rectification: toAdminInvoice(rectification),
          replacement: replacement ? toAdminInvoice(replacement) : null,
        },
      };
    },
  );
};
