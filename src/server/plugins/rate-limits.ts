import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiText } from '@/common/i18n/api/index.ts';
import { AppError } from '@/server/lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Marks the server renderer's in-process reads, which per-client limits do not count. */
    internalToken: string;
  }
}

/**
 * Per-route abuse limits (search, bids), in memory per instance; each route sets its own in its config.
 * The server renderer's own in-process reads carry a per-process token and are not counted: they are
 * every visitor's page, not one client.
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    const internalToken = randomBytes(16).toString('hex');
    app.decorate('internalToken', internalToken);
    await app.register(rateLimit, {
      global: false,
      allowList: (request) => request.headers['x-lonja-internal'] === internalToken,
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', apiText.api.rateLimited, {
          retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        }),
    });
  },
  { name: 'rate-limits' },
);
