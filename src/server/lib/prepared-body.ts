import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor, matchesIfNoneMatch } from './conditional-get.ts';

/**
 * An answer serialised once and kept ready to send to anyone: its bytes, its weak ETag (hashed once, here,
 * so equal bodies carry equal tags on every instance) and its gzip and Brotli forms, each compressed the
 * first time a client asks for it. Sending one costs no serialisation, no hashing and no compression
 * (issue #17: the auction page's 400 lots cost more to encode than to read).
 */
export type TPreparedBody = {
  readonly contentType: string;
  readonly etag: string;
  readonly identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
};

export const prepareBody = (body: string, contentType: string): TPreparedBody => {
  const identity = Buffer.from(body);
  return { contentType, identity, etag: `W/"${createHash('sha1').update(identity).digest('base64url')}"` };
};

/** Below this, compressing costs more than the bytes it saves (the compress plugin's threshold too). */
const compressFrom = 1024;

/** The client's preferred encoding we have: Brotli, then gzip, then none (a `q=0` refuses one). */
const encodingFor = (acceptEncoding: string | undefined): 'br' | 'gzip' | null => {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
};

const bytesFor = (body: TPreparedBody, encoding: 'br' | 'gzip') => {
  if (encoding === 'br') {
    // Quality 5: within a few per cent of the best for JSON and HTML, at a fraction of its time; done once
    // per version of the record.
    body.br ??= brotliCompressSync(body.identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.identity.length,
      },
    });
    return body.br;
  }
  body.gzip ??= gzipSync(body.identity, { level: 6 });
  return body.gzip;
};

/**
 * Sends a prepared body: a bodiless 304 when the client's `If-None-Match` holds its tag (compared with a
 * string, nothing read or hashed), else the form its `Accept-Encoding` prefers. `Vary: Accept-Encoding`
 * keeps shared caches from handing a Brotli body to a client that cannot read it. The ETag plugin sees the
 * tag already set and leaves it, and the compress plugin sees the encoding set and leaves the bytes.
 */
export const sendPrepared = (
  request: FastifyRequest,
  reply: FastifyReply,
  body: TPreparedBody,
  status = 200,
) => {
  // Added to what the caller already varies by (a page's language preference).
  const vary = reply.getHeader('vary');
  reply.header('etag', body.etag).header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', cacheControlFor(request));
  if (status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], body.etag)) {
    return reply.code(304).send();
  }
  reply.code(status).type(body.contentType);
  const encoding =
    body.identity.length >= compressFrom ? encodingFor(request.headers['accept-encoding']) : null;
  // As is; the compress plugin may still deflate it for a client that takes nothing else.
  if (encoding === null) return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(bytesFor(body, encoding));
};
