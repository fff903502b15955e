import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiText } from '@/common/i18n/api/index.ts';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import {
  ZBorderProofFileParamsSchema,
  ZBorderProofFileResponseSchema,
  ZBorderProofsOverdueResponseSchema,
  ZSettlementResponseSchema,
} from '@/common/schemas/settlements.ts';
import { downloadRoute } from '@/server/documents/download-route.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { lapseBorderExemption } from './border-exemption-lapse.service.ts';
import { addBorderProofFile, readBorderProofFile } from './border-proof-files.service.ts';
import { overdueBorderProofs } from './border-proof-overdue.ts';
import { getSettlement } from './settlements.service.ts';

const maxScanBytes = 15 * 1024 * 1024;
const tags = ['admin', 'settlements'];

/**
 * The proof that a buyer's goods left Spain, beyond its number (docs/after-the-hammer.md, "Buyers abroad"):
 * the scanned document kept privately, the overdue proofs, and the IVA charged when one never comes.
 */
export const borderProofAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { storage, config } = app.deps;
  const site = { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL };
  await app.register(multipart, { limits: { files: 1, fileSize: maxScanBytes, fields: 2 } });

  app.post(
    '/api/admin/settlements/:id/border-proof/files',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags,
        summary: 'Keeps the scanned proof (multipart "file": PDF, JPEG or PNG) in private storage',
        params: ZIdParamsSchema,
        response: { 201: ZBorderProofFileResponseSchema },
      },
    },
    async (request, reply) => {
      const part = await request.file().catch(() => undefined);
      if (!part)
        throw new AppError('VALIDATION', apiText.settlements.fileMissing, {
          fields: { file: apiText.settlements.fileMissingField },
        });
      const data = await part.toBuffer().catch(() => null);
      if (!data || part.file.truncated)
        throw new AppError('VALIDATION', apiText.settlements.fileTooLarge, {
          fields: { file: apiText.settlements.fileTooLargeField },
        });
      const row = await addBorderProofFile({
        db,
        storage,
        settlementId: request.params.id,
        upload: { name: part.filename, data, mimeType: part.mimetype },
        adminId: signedIn(request).user.id,
      });
      const { id, name, mimeType, size, uploadedOn } = row;
      return reply
        .status(201)
        .send({ data: { file: { id, name, mimeType, size, uploadedOn: uploadedOn.toISOString() } } });
    },
  );

  downloadRoute(
    app,
    '/api/admin/settlements/:id/border-proof/files/:fileId',
    {
      permission: 'contabilidad',
      // A customs declaration names the buyer and their carrier: reading every page is not enough.
      isGrantedOnly: true,
      tags,
      summary: 'Downloads a kept proof; for contabilidad alone (not the read-only roles)',
      format: 'scan',
      params: ZBorderProofFileParamsSchema,
    },
    (request) =>
      readBorderProofFile({ db, storage, settlementId: request.params.id, fileId: request.params.fileId }),
  );

  app.get(
    '/api/admin/settlements/border-proofs/overdue',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags,
        summary: 'Intra-EU supplies invoiced exempt whose transport proof is past its three-month deadline',
        response: { 200: ZBorderProofsOverdueResponseSchema },
      },
    },
    async () => ({ data: { overdue: await overdueBorderProofs(db) } }),
  );

  app.post(
    '/api/admin/settlements/:id/border-proof/lapse',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags,
        summary:
          'The transport proof never came: rectifies the exempt goods invoices (R4), issues them again with IVA and e-mails the buyer the difference',
        params: ZIdParamsSchema,
        response: { 200: ZSettlementResponseSchema },
      },
    },
    async (request) => {
      await lapseBorderExemption({
        db,
        site,
        settlementId: request.params.id,
        adminId: signedIn(request).user.id,
      });
      return { data: { settlement: await getSettlement({ db, id: request.params.id }) } };
    },
  );
};
