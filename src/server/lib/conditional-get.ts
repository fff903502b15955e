import type { FastifyRequest } from 'fastify';

/** RFC 9110 §13.1.2: `*`, or a list of tags compared weakly (the `W/` prefix ignored). */
export const matchesIfNoneMatch = (header: string | undefined, tag: string) => {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = tag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
};

/**
 * Whether a response may sit in a shared cache. Anything asked with a cookie may depend on who asks: the
 * back office and the account pages obviously, but also public pages such as a lot's bid history, which
 * shows the visitor's own bids as "Tú". Those are `private`: only that browser keeps them.
 */
export const cacheControlFor = (request: FastifyRequest) =>
  request.headers.cookie ? 'private, no-cache' : 'no-cache';
