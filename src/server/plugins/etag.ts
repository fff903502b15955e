import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlFor, matchesIfNoneMatch } from '@/server/lib/conditional-get.ts';

/** A weak tag: the same JSON compressed differently (gzip, Brotli, none) is still the same answer. */
const tagOf = (body: string | Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Conditional GETs (issue #7): every successful GET answer carries a weak ETag, the hash of its body, and a
 * client that sends it back in `If-None-Match` gets a bodiless 304 — lists, auctions and lots are re-read
 * constantly and mostly unchanged. Because the tag is the hash of the body the requester would get, it is
 * right for per-user answers too: another user's body hashes differently, so it never validates the wrong
 * copy.
 *
 * API answers that set no Cache-Control of their own get `no-cache` (store, but ask every time: a price can
 * change with any bid) and `private` when the request carried a cookie. Not touched: other methods, other
 * statuses (a 404 must not turn into a 304), streams (files, which `@fastify/static` tags itself) and
 * Server-Sent Events (hijacked, they never reach onSend).
 *
 * Registered before compression, so it hashes the JSON itself, once.
 */
export const etagPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      if (reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (request.routeOptions.url?.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', cacheControlFor(request));
      }
      const tag = (reply.getHeader('etag') as string | undefined) ?? tagOf(payload);
      reply.header('etag', tag);
      if (!matchesIfNoneMatch(request.headers['if-none-match'], tag)) return payload;
      reply.code(304);
      reply.removeHeader('content-length');
      return '';
    });
  },
  { name: 'etag' },
);
