import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiText } from '@/common/i18n/api/index.ts';
import { ZDbIdSchema, ZIdParamsSchema, ZNoContentSchema } from '@/common/schemas/api.ts';
import { ZUploadedFileResponseSchema, ZUploadedImageResponseSchema } from '@/common/schemas/media.ts';
import type { TZodApp } from '@/server/documents/download-route.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { unstorableTextReason } from '@/server/lib/storable-text.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import {
  addFile,
  addImage,
  deleteFile,
  deleteImage,
  mediaOwners,
  reorderImages,
  type TMediaOwner,
} from './media.service.ts';

const maxImageBytes = 15 * 1024 * 1024;
const maxFileBytes = 25 * 1024 * 1024;
const ZOwnerQuerySchema = z.object({
  owner: z.enum(Object.keys(mediaOwners) as [TMediaOwner, ...TMediaOwner[]], {
    error: () => apiText.media.ownerInvalid,
  }),
  ownerId: ZDbIdSchema,
});

/** The one file a request carries, refused with the field named when it is missing, too large or unstorable. */
const readUpload = async (request: FastifyRequest, limit: number) => {
  const part = await request.file().catch(() => undefined);
  if (!part)
    throw new AppError('VALIDATION', apiText.media.fileMissing, {
      fields: { file: apiText.media.fileMissingField },
    });
  const data = await part.toBuffer().catch(() => null);
  if (!data || part.file.truncated || data.length > limit) {
    throw new AppError('VALIDATION', apiText.media.fileTooLarge(Math.round(limit / 1024 / 1024)), {
      fields: { file: apiText.media.fileTooLargeField },
    });
  }
  // The file name is stored as the file's name or the image's alt text: the rule every JSON field follows.
  const unstorable = unstorableTextReason(part.filename);
  if (unstorable)
    throw new AppError('VALIDATION', apiText.media.invalidBody, {
      fields: { file: apiText.media.fileNameUnstorable(unstorable) },
    });
  return { data, mimeType: part.mimetype, name: part.filename };
};

/** An image or a file uploaded to an auction, lot or sublot. */
const uploadRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;
  const storage = app.deps.storage;

  app.post(
    '/api/admin/media/images',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Uploads one image (multipart "file"), stored in five WebP sizes',
        querystring: ZOwnerQuerySchema,
        response: { 201: ZUploadedImageResponseSchema },
      },
    },
    async (request, reply) => {
      const { data, mimeType, name } = await readUpload(request, maxImageBytes);
      const image = await addImage({
        db,
        storage,
        ...request.query,
        data,
        mimeType,
        alt: name.replace(/\.[^.]+$/, ''),
        actorId: signedIn(request).user.id,
      });
      return reply.status(201).send({ data: { image } });
    },
  );

  app.post(
    '/api/admin/media/files',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Uploads one document (multipart "file")',
        querystring: ZOwnerQuerySchema,
        response: { 201: ZUploadedFileResponseSchema },
      },
    },
    async (request, reply) => {
      const { data, mimeType, name } = await readUpload(request, maxFileBytes);
      const file = await addFile({
        db,
        storage,
        ...request.query,
        data,
        mimeType,
        name,
        actorId: signedIn(request).user.id,
      });
      return reply.status(201).send({ data: { file } });
    },
  );
};

/** Images put in order, and images or files removed. */
const arrangementRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.put(
    '/api/admin/media/images/order',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Reorders a gallery; the first image is the cover',
        querystring: ZOwnerQuerySchema,
        body: z.object({ ids: z.array(z.number().int().positive()).max(500) }),
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      await reorderImages({ db, ...request.query, ids: request.body.ids });
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/admin/media/images/:id',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Deletes an image',
        params: ZIdParamsSchema,
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteImage({ db, id: request.params.id });
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/admin/media/files/:id',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin'],
        summary: 'Deletes a document',
        params: ZIdParamsSchema,
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      await deleteFile({ db, id: request.params.id });
      return reply.status(204).send();
    },
  );
};

/** Uploads for the back office: one file per request (so each has its own progress bar), at /api/admin. */
export const mediaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { files: 1, fileSize: maxFileBytes, fields: 5 } });
  uploadRoutes(app);
  arrangementRoutes(app);
};
