import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageFromAcceptLanguage } from '@/common/language.ts';
import { ZIdParamsSchema, ZPdfFileSchema } from '@/common/schemas/api.ts';
import { ZContactSchema } from '@/common/schemas/config-data.ts';
import {
  ZMyWithdrawalsResponseSchema,
  ZWithdrawalRequestSchema,
  ZWithdrawalResponseSchema,
} from '@/common/schemas/withdrawals.ts';
import type { TDb } from '@/server/db/client.ts';
import { documentMessages } from '@/server/documents/messages/index.ts';
import { sendPdf } from '@/server/documents/send-pdf.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { readConfigValue } from '../config-data/config-data.service.ts';
import { renderWithdrawalPdf, type TTrader } from './withdrawal-pdf.ts';
import { getMyWithdrawal, listMyWithdrawals, withdraw } from './withdrawals.service.ts';

/** Whom the consumer writes to: the house, as its contact setting names it. */
const readTrader = async (db: TDb, siteName: string): Promise<TTrader> => {
  const contact = await readConfigValue({
    db,
    key: 'contact',
    schema: ZContactSchema.partial(),
    fallback: {},
  });
  return {
    name: contact.companyName || siteName,
    address: contact.address || '',
    email: contact.email || '',
  };
};

/** The consumer's right of withdrawal, at /api/frontend: the blank form for anyone, the rest for the buyer. */
export const withdrawalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const site = { siteName: app.deps.config.SITE_NAME, publicUrl: app.deps.config.PUBLIC_URL };

  app.get(
    '/api/frontend/withdrawal-form.pdf',
    {
      schema: {
        tags: ['withdrawals'],
        summary: 'The blank model withdrawal form as a PDF, to print and send',
        produces: ['application/pdf'],
        response: { 200: ZPdfFileSchema },
      },
    },
    async (request, reply) => {
      // The reader's language: their account's when signed in, their browser's otherwise.
      const language =
        request.user?.language ?? languageFromAcceptLanguage(request.headers['accept-language']);
      return sendPdf(
        reply,
        documentMessages(language).withdrawalForm.fileName(),
        await renderWithdrawalPdf({
          siteName: site.siteName,
          trader: await readTrader(db, site.siteName),
          language,
        }),
      );
    },
  );

  app.get(
    '/api/frontend/auth/withdrawals',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['withdrawals'],
        summary: 'My awarded lots with whether and until when I may withdraw, and my withdrawals',
        response: { 200: ZMyWithdrawalsResponseSchema },
      },
    },
    async (request) => ({ data: await listMyWithdrawals({ db, userId: signedIn(request).user.id }) }),
  );

  app.post(
    '/api/frontend/auth/withdrawals',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['withdrawals'],
        summary:
          'Withdraws from an awarded lot (the online model form): consumer buyer, within 14 days of the hand-over, goods not excluded; 422 with the reason otherwise',
        body: ZWithdrawalRequestSchema,
        response: { 201: ZWithdrawalResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: {
          withdrawal: await withdraw({ db, site, userId: signedIn(request).user.id, input: request.body }),
        },
      }),
  );

  app.get(
    '/api/frontend/auth/withdrawals/:id/pdf',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['withdrawals'],
        summary: 'One of my withdrawals as the filled model form (PDF)',
        params: ZIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: ZPdfFileSchema },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const row = await getMyWithdrawal({ db, id: request.params.id, userId: user.id });
      return sendPdf(
        reply,
        documentMessages(user.language).withdrawalForm.fileName(row.id),
        await renderWithdrawalPdf({
          siteName: site.siteName,
          trader: await readTrader(db, site.siteName),
          declaration: { ...row.declaration, declaredOn: row.declaredOn.toISOString() },
          language: user.language,
        }),
      );
    },
  );
};
