import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account.routes.ts';
import { sendAccountMail } from './account-mail.job.ts';
import { ACCOUNT_MAIL_JOB, ZAccountMailRequestSchema } from './account-mail.ts';
import { authRoutes } from './auth.routes.ts';
import { openPlaceFinder } from './place.ts';
import { secondFactorRoutes } from './second-factor.routes.ts';
import { sessionsRoutes } from './sessions.routes.ts';

/** Accounts: signing in and up, the account's own data, its sessions and second factor, account e-mail. */
export const authModule: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.deps;
  const site = { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL };
  app.jobs.register(ACCOUNT_MAIL_JOB, ZAccountMailRequestSchema, (request) =>
    sendAccountMail({ db: database.db, site, request }),
  );
  app.decorate('placeOf', openPlaceFinder(config.GEOIP_DATABASE));
  if (config.STAFF_SECOND_FACTOR === 'off')
    app.log.warn(
      'STAFF_SECOND_FACTOR=off: staff sign in with a password alone and sensitive actions ask for no second factor. Development and scripted clients only.',
    );
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(sessionsRoutes);
  await app.register(secondFactorRoutes);
};
