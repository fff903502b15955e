import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyServerOptions } from 'fastify';
import type { TConfig } from './config.ts';
import { frameworkErrors } from './plugins/errors.ts';

/** How Fastify itself is set up: proxies, timeouts, body size, routing (buildApp in app.ts). */
export const serverOptions = (
  config: TConfig,
  logger: FastifyServerOptions['logger'] | undefined,
): FastifyHttpOptions<Server> => ({
  logger: logger ?? { level: config.LOG_LEVEL },
  // Fastify takes a hop count too, though its types only name the other forms.
  trustProxy: config.TRUST_PROXY as FastifyServerOptions['trustProxy'],
  // Headers must arrive within REQUEST_TIMEOUT_MS (Node checks every connectionsCheckingInterval, 30 s by
  // default: too coarse for short timeouts); the body is timed by plugins/lifecycle.ts.
  requestTimeout: config.REQUEST_TIMEOUT_MS,
  keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
  http: { connectionsCheckingInterval: Math.min(5_000, config.REQUEST_TIMEOUT_MS / 2) },
  bodyLimit: 1024 * 1024,
  // The API contract (docs/product.md#api-contract) writes `POST /api/frontend/auth/password-recovery/` with a trailing slash; accept both.
  routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  frameworkErrors,
});
