import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import type { TDatabase } from './db/client.ts';
import { storableTextValidatorCompiler } from './lib/storable-text.ts';
import { liveRoutes } from './live/live.routes.ts';
import { openStorage } from './media/open-storage.ts';
import type { TStorage } from './media/storage.ts';
import { catalogueChangesPlugin } from './modules/catalogue/catalogue-changes.ts';
import { modules } from './modules.ts';
import { databaseWatchPlugin } from './plugins/database-watch.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { etagPlugin } from './plugins/etag.ts';
import { lifecyclePlugin } from './plugins/lifecycle.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { permissionsPlugin } from './plugins/permissions.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { requestLanguagePlugin } from './plugins/request-language.ts';
import { routeListPlugin } from './plugins/route-list.ts';
import { runtimePlugin } from './plugins/runtime.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { sitemapPlugin } from './plugins/sitemap.ts';
import { tracingPlugin } from './plugins/tracing.ts';
import { webPlugin } from './plugins/web.ts';
import { serverOptions } from './server-options.ts';

export type TAppDeps = {
  config: TConfig;
  database: TDatabase;
  /** Where uploads go; by default MEDIA_STORAGE's: disk under UPLOADS_DIR, or an S3 bucket. */
  storage: TStorage;
  logger?: FastifyServerOptions['logger'];
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: TAppDeps;
  }
}

export type TApp = FastifyInstance;

/** Builds the whole application without listening, so tests drive it through `app.inject()`. */
export const buildApp = async (input: Omit<TAppDeps, 'storage'> & { storage?: TStorage }): Promise<TApp> => {
  const { config } = input;
  const app = Fastify(serverOptions(config, input.logger)).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(storableTextValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', { ...input, storage: input.storage ?? openStorage(config) });

  await app.register(routeListPlugin);
  await app.register(lifecyclePlugin, { requestTimeoutMs: config.REQUEST_TIMEOUT_MS });
  // The job queue, timers, change feed, live hub and answer cache every module builds on.
  await app.register(runtimePlugin);
  // Prometheus metrics and GET /metrics, OpenTelemetry traces when configured (docs/operations.md).
  await app.register(metricsPlugin);
  await app.register(tracingPlugin);
  // Cached answers forgotten as live events and admin writes commit, on every instance.
  await app.register(catalogueChangesPlugin);
  // Weak ETags and 304s for GETs, before compression so the JSON itself is hashed (plugins/etag.ts).
  await app.register(etagPlugin);
  // gzip/brotli for JSON and the web app's assets (SSE streams are hijacked and never buffered).
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(requestLanguagePlugin);
  await app.register(errorsPlugin);
  await app.register(databaseWatchPlugin);
  await app.register(securityPlugin, {
    publicUrl: config.PUBLIC_URL,
    mapTileUrl: config.MAP_TILE_URL,
    paymentGatewayUrl: config.REDSYS_URL,
  });
  await app.register(openapiPlugin, { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL });
  await app.register(sessionPlugin, {
    secureCookies: config.PUBLIC_URL.startsWith('https:'),
    staffSecondFactor: config.STAFF_SECOND_FACTOR === 'on',
    staffIdleMs: config.STAFF_IDLE_MINUTES * 60_000,
  });
  await app.register(permissionsPlugin);
  await app.register(rateLimitsPlugin);

  for (const module of modules) await app.register(module);
  await app.register(liveRoutes);
  await app.register(sitemapPlugin);
  await app.register(webPlugin, {
    webDistDir: config.WEB_DIST_DIR,
    uploadsDir: config.UPLOADS_DIR,
    mapTileUrl: config.MAP_TILE_URL,
    loginStateStore: config.LOGIN_STATE_STORE,
    pageCacheMs: config.PAGE_CACHE_MS,
  });
  return app;
};
