import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiText } from '@/common/i18n/api/index.ts';
import { madridDay } from '@/common/madrid-time.ts';
import {
  ZConsentsResponseSchema,
  ZEraseAccountRequestSchema,
  ZEraseAccountResponseSchema,
  ZZipFileSchema,
} from '@/common/schemas/privacy.ts';
import { sendDownload } from '@/server/documents/send-download.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { listConsents } from './consents.service.ts';
import { eraseAccount } from './erasure.service.ts';
import { collectPersonalData } from './personal-data.service.ts';
import { personalDataZip } from './personal-data-zip.ts';

const tags = ['account', 'privacy'];

const sendZip = (reply: FastifyReply, fileName: string, zip: Buffer) =>
  sendDownload(reply, fileName, 'application/zip', zip);

/** The bidder's privacy rights in "Mi cuenta" (`/mi-cuenta/datos/privacidad`), at /api/frontend/auth. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/frontend/auth/user/data-export',
    {
      schema: {
        tags,
        summary:
          'A ZIP with everything held about me: datos.json and one CSV per section (GDPR arts. 15, 20)',
        produces: ['application/zip'],
        response: { 200: ZZipFileSchema },
      },
    },
    async (request, reply) => {
      const zip = personalDataZip(await collectPersonalData({ db, userId: signedIn(request).user.id }));
      return sendZip(reply, `mis-datos-${madridDay()}.zip`, Buffer.from(zip));
    },
  );

  app.get(
    '/api/frontend/auth/user/consents',
    {
      schema: {
        tags,
        summary: 'My consents (newsletter) as given and withdrawn, with the words shown each time',
        response: { 200: ZConsentsResponseSchema },
      },
    },
    async (request) => ({
      data: { consents: await listConsents({ db, userId: signedIn(request).user.id }) },
    }),
  );

  app.post(
    '/api/frontend/auth/user/erasure',
    {
      schema: {
        tags,
        summary:
          'Erases my account (GDPR art. 17): needs the current password and the word ELIMINAR; 409 with the reason while it cannot be',
        body: ZEraseAccountRequestSchema,
        response: { 200: ZEraseAccountResponseSchema },
      },
    },
    async (request, reply) => {
      await eraseAccount({ db, user: signedIn(request).user, currentPassword: request.body.currentPassword });
      app.clearSessionCookies(reply);
      return {
        data: {
          result: 'erased' as const,
          message: apiText.privacy.erased,
        },
      };
    },
  );
};
