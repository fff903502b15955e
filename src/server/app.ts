import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from './config.ts';
import type { TDatabase } from './db/client.ts';
import { auctionsRoutes } from './modules/auctions/auctions.routes.ts';
import { configDataRoutes } from './modules/config-data/config-data.routes.ts';
import { lotsRoutes } from './modules/lots/lots.routes.ts';
import { pagesRoutes } from './modules/pages/pages.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { webPlugin } from './plugins/web.ts';

// Validation messages in Spanish for every schema, server-side.
z.config(z.locales.es());

export type TAppDeps = {
  config: TConfig;
  database: TDatabase;
  logger?: FastifyServerOptions['logger'];
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: TAppDeps;
  }
}

export type TApp = FastifyInstance;

/** Builds the whole application without listening, so tests drive it through `app.inject()`. */
export const buildApp = async (deps: TAppDeps): Promise<TApp> => {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.LOG_LEVEL },
    trustProxy: true,
    // Query objects arrive JSON-stringified (SPEC §7); they can be long.
    maxParamLength: 500,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);

  // Clients set their countdown clock from this header (DESIGN §6), on every response.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-server-time', String(Date.now()));
  });

  await app.register(errorsPlugin);
  await app.register(openapiPlugin, { siteName: deps.config.SITE_NAME, publicUrl: deps.config.PUBLIC_URL });

  await app.register(systemRoutes, { prefix: '/api' });
  await app.register(referenceRoutes, { prefix: '/api/frontend' });
  await app.register(configDataRoutes, { prefix: '/api/frontend' });
  await app.register(auctionsRoutes, { prefix: '/api/frontend' });
  await app.register(lotsRoutes, { prefix: '/api/frontend' });
  await app.register(pagesRoutes, { prefix: '/api/frontend' });

  await app.register(webPlugin, {
    webDistDir: deps.config.WEB_DIST_DIR,
    uploadsDir: deps.config.UPLOADS_DIR,
  });
  return app;
};
