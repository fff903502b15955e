import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedAgent, outboundPolicy } from '@/server/lib/outbound.ts';
import { deliverNotice, sendPush, ZNoticeJobSchema } from './deliver-notice.ts';
import { loadVapidKeys } from './notice-keys.ts';
import { notificationsRoutes, unsubscribeRoutes } from './notifications.routes.ts';
import { NOTICE_JOB, runNotifier } from './notifier.ts';
import { PUSH_JOB, ZPushJobSchema } from './service-notice.ts';

/** Alerts by e-mail and Web Push: the user's choices, the notifier's beat and the jobs that deliver. */
export const notificationsModule: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.deps;
  const { db } = database;
  const site = { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL };
  const vapid = () =>
    loadVapidKeys({
      db,
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
      subject: config.VAPID_SUBJECT,
    });
  const outbound = outboundPolicy(config.OUTBOUND_ALLOWED_HOSTS);
  const pushAgent = guardedAgent(outbound, config.PUSH_CA_CERT);
  const log = (message: string) => app.log.warn(message);
  app.jobs.register(NOTICE_JOB, ZNoticeJobSchema, (noticeJob) =>
    deliverNotice({ db, site, vapid, pushAgent, outbound, noticeJob, log }),
  );
  app.jobs.register(PUSH_JOB, ZPushJobSchema, async (push) =>
    sendPush({ db, vapid: await vapid(), agent: pushAgent, outbound, ...push, log }),
  );
  app.timers.every({
    name: 'notifier',
    everyMs: config.NOTIFIER_MS,
    task: () => runNotifier({ db, leadMinutes: config.CLOSING_SOON_MINUTES }),
  });
  await app.register(notificationsRoutes);
  await app.register(unsubscribeRoutes);
};
