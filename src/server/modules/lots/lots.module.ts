import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startLotCloser } from './close-lots.ts';
import { LOT_CLOSED_JOB } from './lot-award.service.ts';
import { sendLotClosedMail, ZLotClosedJobSchema } from './lot-closed-mail.ts';
import { lotsAdminRoutes } from './lots.admin.routes.ts';
import { lotsRoutes } from './lots.routes.ts';

/** Lots: their pages and back office, the closer that ends them on time and the mail that tells bidders. */
export const lotsModule: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.deps;
  const site = { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL };
  app.jobs.register(LOT_CLOSED_JOB, ZLotClosedJobSchema, ({ lotId, step }) =>
    sendLotClosedMail({ db: database.db, site, lotId, step }),
  );
  app.timers.add(() =>
    startLotCloser({
      db: database.db,
      everyMs: config.LOT_CLOSER_MS,
      log: (error) => app.log.error({ err: error }, 'closing lots failed'),
    }),
  );
  await app.register(lotsRoutes);
  await app.register(lotsAdminRoutes);
};
