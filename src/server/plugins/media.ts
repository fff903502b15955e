import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { privatePrefix } from '@/server/media/storage.ts';

/** What a public stored key looks like (media/storage.ts): anything else, `private/` keys included, is not served. */
const storedKey = /^(images|files)\/[0-9a-f-]{36}\/[A-Za-z0-9._-]+$/;
const forever = 'public, max-age=31536000, immutable';

/**
 * Uploads at `/media/<key>`, from whichever store holds them: static files from UPLOADS_DIR, or streamed
 * from the S3 bucket (the same addresses, so stored URLs never change and the bucket stays private).
 * Stored media never change under the same key (each upload gets a new id): cached for a year.
 */
export const mediaPlugin = fp(async (app: FastifyInstance, options: { uploadsDir: string }) => {
  const { storage } = app.deps;
  if (storage.kind === 'disk') {
    mkdirSync(options.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: resolve(options.uploadsDir),
      prefix: '/media/',
      decorateReply: false,
      maxAge: '365d',
      immutable: true,
      // Private documents share the folder (and its backups) but are read only through their own routes.
      allowedPath: (path) => !path.replace(/^\/+/, '').startsWith(privatePrefix),
    });
    return;
  }
  app.get('/media/*', { schema: { hide: true }, config: { public: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const object = storedKey.test(key) ? await storage.get(key) : null;
    if (!object) return reply.callNotFound();
    return reply
      .header('content-type', object.contentType)
      .header('content-length', object.size)
      .header('cache-control', forever)
      .send(object.body);
  });
});
