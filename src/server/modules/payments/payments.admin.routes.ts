import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiText } from '@/common/i18n/api/index.ts';
import { ZIdParamsSchema, ZNoContentSchema } from '@/common/schemas/api.ts';
import { ZPendingApprovalResponseSchema } from '@/common/schemas/approvals.ts';
import {
  ZAssignBankLineRequestSchema,
  ZAssignBankLineResponseSchema,
  ZBankLinesQuerySchema,
  ZBankLinesResponseSchema,
  ZImportBankStatementRequestSchema,
  ZImportBankStatementResponseSchema,
  ZPaymentResponseSchema,
  ZRecordPaymentRequestSchema,
} from '@/common/schemas/payments.ts';
import type { bankStatementLines } from '@/server/db/schema/index.ts';
import type { TZodApp } from '@/server/documents/download-route.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { fourEyesExpiryMs, requestApproval } from '../approvals/approvals.service.ts';
import {
  assignBankLine,
  ignoreBankLine,
  importBankStatement,
  listBankLines,
} from './bank-statements.service.ts';
import { recordPayment } from './payments.service.ts';

const toBankLine = (line: typeof bankStatementLines.$inferSelect) => ({
  id: line.id,
  bookingDate: line.bookingDate,
  amount: line.amount,
  concept: line.concept,
  status: line.status,
  settlementId: line.settlementId,
});

/** A payment recorded against a settlement, and a bank statement imported. */
const paymentInRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;
  const site = { siteName: app.deps.config.SITE_NAME, publicUrl: app.deps.config.PUBLIC_URL };

  app.post(
    '/api/admin/settlements/:id/payments',
    {
      config: { permission: 'contabilidad' },
      preHandler: [
        // A negative amount is a refund: money leaving the house.
        async (request) => {
          if (request.body.amount < 0) await app.requireStepUp(request);
        },
      ],
      schema: {
        tags: ['admin', 'payments'],
        summary:
          'Records a payment by hand, or a refund (negative amount, never more than was paid). A refund above FOUR_EYES_REFUND_CENTS: 202, pending the approval of another person with contabilidad',
        params: ZIdParamsSchema,
        body: ZRecordPaymentRequestSchema,
        response: { 201: ZPaymentResponseSchema, 202: ZPendingApprovalResponseSchema },
      },
    },
    async (request, reply) => {
      const { amount, method, paidOn, note } = request.body;
      if (-amount > app.deps.config.FOUR_EYES_REFUND_CENTS) {
        const approval = await requestApproval({
          db,
          site,
          change: { kind: 'payment-refund', settlementId: request.params.id, amount, method, paidOn, note },
          requestedBy: signedIn(request).user.id,
          expiryMs: fourEyesExpiryMs(app.deps.config),
        });
        return reply.status(202).send({ data: { approval }, message: apiText.approvals.pendingApproval });
      }
      const payment = await recordPayment({
        db,
        adminId: signedIn(request).user.id,
        settlementId: request.params.id,
        amount,
        method,
        paidOn: new Date(`${paidOn}T12:00:00Z`),
        note,
        site,
      });
      return reply.status(201).send({
        data: { payment: { ...payment, paidOn: payment.paidOn.toISOString() } },
      });
    },
  );

  app.post(
    '/api/admin/bank-statements',
    {
      config: { permission: 'contabilidad' },
      bodyLimit: 9 * 1024 * 1024,
      schema: {
        tags: ['admin', 'payments'],
        summary:
          'Imports a bank statement (Norma 43 or CSV with fecha;concepto;importe): credits carrying a liquidación’s RF reference are recorded as its payments',
        body: ZImportBankStatementRequestSchema,
        response: { 201: ZImportBankStatementResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await importBankStatement({
        db,
        adminId: signedIn(request).user.id,
        fileName: request.body.fileName,
        data: Buffer.from(request.body.contentBase64, 'base64'),
      });
      return reply.status(201).send({ data: { ...result, lines: result.lines.map(toBankLine) } });
    },
  );
};

/** The statement’s lines: listed, matched to a settlement, or set aside. */
const bankLineRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/bank-lines',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags: ['admin', 'payments'],
        summary:
          'Imported bank movements by state (default: credits that matched no reference), newest first unless sorted, paginated',
        querystring: ZBankLinesQuerySchema,
        response: { 200: ZBankLinesResponseSchema },
      },
    },
    async (request) => {
      const { status, page, limit, order } = request.query;
      const { lines, total } = await listBankLines({ db, status, page, limit, order });
      return { data: { lines: lines.map(toBankLine) }, metadata: { total, page, limit } };
    },
  );

  app.post(
    '/api/admin/bank-lines/:id/assign',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags: ['admin', 'payments'],
        summary: 'Assigns an unmatched credit to the liquidación with this reference (records the payment)',
        params: ZIdParamsSchema,
        body: ZAssignBankLineRequestSchema,
        response: { 200: ZAssignBankLineResponseSchema },
      },
    },
    async (request) => ({
      data: await assignBankLine({
        db,
        adminId: signedIn(request).user.id,
        lineId: request.params.id,
        reference: request.body.reference,
      }),
    }),
  );

  app.post(
    '/api/admin/bank-lines/:id/ignore',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags: ['admin', 'payments'],
        summary: 'Marks an unmatched movement as not a buyer’s payment',
        params: ZIdParamsSchema,
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      await ignoreBankLine({ db, adminId: signedIn(request).user.id, lineId: request.params.id });
      return reply.status(204).send();
    },
  );
};

/** Money in and out of liquidaciones in the back office, at /api/admin. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  paymentInRoutes(app);
  bankLineRoutes(app);
};
