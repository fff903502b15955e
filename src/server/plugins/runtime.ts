import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createChangeFeed, type TChangeFeed } from '@/server/db/changes.ts';
import { maintainEmbedded } from '@/server/jobs/embedded-maintenance.ts';
import { createTimers, type TTimers } from '@/server/jobs/periodic.ts';
import { createJobRunner, type TJobRunner } from '@/server/jobs/queue.ts';
import { createLiveHub, type TLiveHub } from '@/server/live/live-hub.ts';
import { sendOrFlagBounce } from '@/server/mail/bounces.ts';
import { createMailer, ZMailSchema } from '@/server/mail/mailer.ts';
import { MAIL_JOB } from '@/server/mail/outbox.ts';
import { createAnswerCache, type TAnswerCache } from '@/server/modules/catalogue/answer-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox: modules register the handler of each job kind they enqueue (jobs/queue.ts). */
    jobs: TJobRunner;
    /** Work done on a beat by this instance: modules add theirs (jobs/periodic.ts). */
    timers: TTimers;
    live: TLiveHub;
    /** The database's announcements of changed settings, users and sessions, for in-memory caches. */
    changes: TChangeFeed;
    /** The public auction and lot answers, serialised and compressed once per version (issue #17). */
    answers: TAnswerCache;
  }
}

/**
 * What every module builds on, one per instance: the job queue (with the outbox's e-mail), the timers, the
 * change feed, the live hub and the answer cache. All start once the app is ready, after every module has
 * registered its jobs and timers, and stop when it closes: timers first, then the queue, then the feeds.
 */
export const runtimePlugin = fp(
  async (app: FastifyInstance) => {
    const { config, database } = app.deps;
    const jobs = createJobRunner({
      db: database.db,
      pollMs: config.JOBS_POLL_MS,
      log: (error) => app.log.error({ err: error }, 'job runner failed'),
    });
    const mailer = createMailer({
      smtpUrl: config.SMTP_URL,
      mailDir: config.MAIL_DIR,
      from: config.MAIL_FROM,
      log: (message) => app.log.info(message),
    });
    jobs.register(MAIL_JOB, ZMailSchema, (mail) => sendOrFlagBounce({ db: database.db, mailer, mail }));
    app.decorate('jobs', jobs);

    const timers = createTimers((error, name) => app.log.error({ err: error }, `${name} failed`));
    // PGlite has no autovacuum (docs/architecture.md, "Upkeep of the embedded database").
    if (database.kind === 'pglite')
      timers.every({
        name: 'embedded database maintenance',
        everyMs: config.EMBEDDED_MAINTENANCE_MS,
        task: () => maintainEmbedded({ db: database.db }),
      });
    app.decorate('timers', timers);

    const live = createLiveHub({
      database,
      log: (error) => app.log.error({ err: error }, 'live hub failed'),
    });
    app.decorate('live', live);
    const changes = createChangeFeed(database);
    app.decorate('changes', changes);
    app.decorate(
      'answers',
      createAnswerCache({ maxBytes: config.ANSWER_CACHE_MB * 1024 * 1024, fence: database.fence }),
    );

    app.addHook('onReady', async () => {
      jobs.start();
      await changes.start();
      await live.start();
      timers.start();
    });
    app.addHook('onClose', async () => {
      await timers.stop();
      await jobs.stop();
      await live.stop();
      await changes.stop();
    });
  },
  { name: 'runtime' },
);
