import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyRoutes } from './privacy.routes.ts';
import { purgeExpired } from './retention.ts';

/** Personal data: the user's export and erasure, and the retention that forgets what nothing needs. */
export const privacyModule: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.deps;
  app.timers.every({
    name: 'retention',
    everyMs: config.RETENTION_EVERY_MS,
    task: () => purgeExpired({ db: database.db, retentionDays: config.RETENTION_DAYS }),
  });
  await app.register(privacyRoutes);
};
