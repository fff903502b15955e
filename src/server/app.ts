import { randomBytes } from 'node:crypto';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TRoutePermission } from '@/common/staff-roles.ts';
import type { TConfig } from './config.ts';
import { createChangeFeed, type TChangeFeed } from './db/changes.ts';
import type { TDatabase } from './db/client.ts';
import { startLotCloser } from './jobs/close-lots.ts';
import { maintainEmbedded } from './jobs/embedded-maintenance.ts';
import { sendLotClosedMail } from './jobs/lot-closed-mail.ts';
import { startPeriodic } from './jobs/periodic.ts';
import { createJobRunner, type TJobRunner } from './jobs/queue.ts';
import { purgeExpired } from './jobs/retention.ts';
import { AppError } from './lib/app-error.ts';
import { guardedAgent, outboundPolicy } from './lib/outbound.ts';
import { storableTextValidatorCompiler } from './lib/storable-text.ts';
import { liveRoutes } from './live/live.routes.ts';
import { createLiveHub, type TLiveHub } from './live/live-hub.ts';
import { sendOrFlagBounce } from './mail/bounces.ts';
import { createMailer, ZMailSchema } from './mail/mailer.ts';
import { MAIL_JOB } from './mail/outbox.ts';
import { openStorage } from './media/open-storage.ts';
import type { TStorage } from './media/storage.ts';
import { accountingAdminRoutes } from './modules/accounting/accounting.admin.routes.ts';
import { approvalsAdminRoutes } from './modules/approvals/approvals.admin.routes.ts';
import { auctionsAdminRoutes } from './modules/auctions/auctions.admin.routes.ts';
import { auctionsRoutes } from './modules/auctions/auctions.routes.ts';
import { auditAdminRoutes } from './modules/audit/audit.admin.routes.ts';
import { accountRoutes } from './modules/auth/account.routes.ts';
import { sendAccountMail } from './modules/auth/account-mail.job.ts';
import { ACCOUNT_MAIL_JOB } from './modules/auth/account-mail.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { openPlaceFinder } from './modules/auth/place.ts';
import { secondFactorRoutes } from './modules/auth/second-factor.routes.ts';
import { sessionsRoutes } from './modules/auth/sessions.routes.ts';
import { bidReceiptsRoutes } from './modules/bids/bid-receipts.routes.ts';
import { bidsAdminRoutes } from './modules/bids/bids.admin.routes.ts';
import { bidsRoutes } from './modules/bids/bids.routes.ts';
import { createAnswerCache, type TAnswerCache } from './modules/catalogue/answer-cache.ts';
import { catalogueChangesPlugin } from './modules/catalogue/catalogue-changes.ts';
import { collectionsAdminRoutes } from './modules/collections/collections.admin.routes.ts';
import { collectionsRoutes } from './modules/collections/collections.routes.ts';
import { configDataAdminRoutes } from './modules/config-data/config-data.admin.routes.ts';
import { configDataRoutes } from './modules/config-data/config-data.routes.ts';
import { forgetConfigCache } from './modules/config-data/config-data.service.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { alertOverdueDepositRefunds } from './modules/deposits/deposit-refund-alerts.ts';
import { depositsAdminRoutes } from './modules/deposits/deposits.admin.routes.ts';
import { settleAuctionDeposits } from './modules/deposits/deposits.service.ts';
import { fairPlayAdminRoutes } from './modules/fair-play/fair-play.admin.routes.ts';
import { issueAuctionInvoices } from './modules/invoices/invoice-issuing.service.ts';
import { invoicesAdminRoutes } from './modules/invoices/invoices.admin.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { billingRecordsAdminRoutes } from './modules/invoices/verifactu/billing-records.admin.routes.ts';
import { liveSalesAdminRoutes } from './modules/live-sales/live-sales.admin.routes.ts';
import { liveSalesRoutes } from './modules/live-sales/live-sales.routes.ts';
import { LOT_CLOSED_JOB } from './modules/lots/lot-award.service.ts';
import { lotsAdminRoutes } from './modules/lots/lots.admin.routes.ts';
import { lotsRoutes } from './modules/lots/lots.routes.ts';
import { mediaAdminRoutes } from './modules/media/media.admin.routes.ts';
import { deliverNotice, sendPush } from './modules/notifications/deliver-notice.ts';
import { loadVapidKeys } from './modules/notifications/notice-keys.ts';
import { notificationsRoutes, unsubscribeRoutes } from './modules/notifications/notifications.routes.ts';
import { NOTICE_JOB, runNotifier } from './modules/notifications/notifier.ts';
import { PUSH_JOB, readPushJob } from './modules/notifications/service-notice.ts';
import { offersAdminRoutes } from './modules/offers/offers.admin.routes.ts';
import { pagesAdminRoutes } from './modules/pages/pages.admin.routes.ts';
import { pagesRoutes } from './modules/pages/pages.routes.ts';
import { cardPaymentsRoutes } from './modules/payments/card-payments.routes.ts';
import { paymentsAdminRoutes } from './modules/payments/payments.admin.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { reportsAdminRoutes } from './modules/reports/reports.admin.routes.ts';
import { salesAdminRoutes } from './modules/sales/sales.admin.routes.ts';
import { salesRoutes } from './modules/sales/sales.routes.ts';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { checkSavedSearches } from './modules/saved-searches/saved-searches.service.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import {
  AUCTION_SETTLED_JOB,
  settleAuction,
  type TSettlementStep,
} from './modules/settlements/settle-auction.ts';
import { mailSettlementStatements, sendPaymentReminders } from './modules/settlements/settlement-notices.ts';
import { settlementsAdminRoutes } from './modules/settlements/settlements.admin.routes.ts';
import { settlementsRoutes } from './modules/settlements/settlements.routes.ts';
import { subscriptionsAdminRoutes } from './modules/subscriptions/subscriptions.admin.routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { sitemapRoutes } from './modules/system/sitemap.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { usersAdminRoutes } from './modules/users/users.admin.routes.ts';
import { vatRoutes } from './modules/vat/vat.routes.ts';
import { watchlistRoutes } from './modules/watchlist/watchlist.routes.ts';
import { withdrawalsAdminRoutes } from './modules/withdrawals/withdrawals.admin.routes.ts';
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes.ts';
import { databaseWatchPlugin } from './plugins/database-watch.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { etagPlugin } from './plugins/etag.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { permissionsPlugin } from './plugins/permissions.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { tracingPlugin } from './plugins/tracing.ts';
import { webPlugin } from './plugins/web.ts';

// Validation messages in Spanish for every schema, server-side.
z.config(z.locales.es());

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
    jobs: TJobRunner;
    live: TLiveHub;
    /** The database's announcements of changed settings, users and sessions, for in-memory caches. */
    changes: TChangeFeed;
    /** The public auction and lot answers, serialised and compressed once per version (issue #17). */
    answers: TAnswerCache;
    /** Marks the server renderer's in-process reads, which per-client limits do not count. */
    internalToken: string;
    /** Resolves once no request is being answered (graceful shutdown). */
    drained: () => Promise<void>;
    /** From SIGTERM on, readiness answers 503 so that load balancers send work elsewhere (main.ts). */
    startDraining: () => void;
    isDraining: () => boolean;
    /** Every route with its method, URL and config; the authorisation matrix test walks it. */
    registeredRoutes: {
      method: string;
      url: string;
      isPublic: boolean;
      isSignedByGateway: boolean;
      /** The staff permission the route declares (plugins/permissions.ts), if any. */
      permission: TRoutePermission | null;
      /** The statuses whose answers are serialised through a declared schema. */
      responseStatuses: string[];
    }[];
  }
}

export type TApp = FastifyInstance;

/** Builds the whole application without listening, so tests drive it through `app.inject()`. */
export const buildApp = async (input: Omit<TAppDeps, 'storage'> & { storage?: TStorage }): Promise<TApp> => {
  const deps: TAppDeps = {
    ...input,
    storage: input.storage ?? openStorage(input.config),
  };
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.LOG_LEVEL },
    // Fastify takes a hop count too, though its types only name the other forms.
    trustProxy: input.config.TRUST_PROXY as FastifyServerOptions['trustProxy'],
    // Headers must arrive within REQUEST_TIMEOUT_MS (Node checks every connectionsCheckingInterval, 30 s by
    // default: too coarse for short timeouts); the body is timed by the hook below.
    requestTimeout: input.config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: input.config.KEEP_ALIVE_TIMEOUT_MS,
    http: { connectionsCheckingInterval: Math.min(5_000, input.config.REQUEST_TIMEOUT_MS / 2) },
    bodyLimit: 1024 * 1024,
    // SPEC §7 writes `POST /api/frontend/auth/password-recovery/` with a trailing slash; accept both.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(storableTextValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  const registeredRoutes: TApp['registeredRoutes'] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      registeredRoutes.push({
        method,
        url: route.url,
        isPublic: route.config?.public === true,
        isSignedByGateway: route.config?.isSignedByGateway === true,
        permission: route.config?.permission ?? null,
        responseStatuses: Object.keys((route.schema?.response as object | undefined) ?? {}),
      });
    }
  });

  // Node stops timing a request once its headers are in: a client trickling its body (slowloris) would hold
  // the connection for ever. A request whose body is not complete within REQUEST_TIMEOUT_MS is cut.
  app.addHook('onRequest', async (request) => {
    const raw = request.raw;
    if (raw.complete || ((raw.headers['content-length'] ?? '0') === '0' && !raw.headers['transfer-encoding']))
      return;
    const timer = setTimeout(() => {
      if (!raw.complete) raw.socket.destroy();
    }, deps.config.REQUEST_TIMEOUT_MS);
    timer.unref();
    raw.once('end', () => clearTimeout(timer));
    raw.once('close', () => clearTimeout(timer));
  });

  // Requests still being answered, so a shutdown closes the database only after the last one (main.ts).
  let inFlight = 0;
  let onIdle: (() => void) | null = null;
  app.addHook('onRequest', async (_request, reply) => {
    inFlight++;
    reply.raw.once('close', () => {
      inFlight--;
      if (inFlight === 0) onIdle?.();
    });
  });
  // While closing, connections that fall idle are closed at once: a keep-alive client would otherwise hold
  // the server's close() open for ever (Node closes idle connections only at the moment close() starts).
  let closeIdle: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    closeIdle.unref();
  });
  app.addHook('onClose', async () => clearInterval(closeIdle));
  app.decorate('drained', () =>
    inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (onIdle = resolve)),
  );
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.decorate('isDraining', () => draining);

  // Clients set their countdown clock from this header (DESIGN §6), on every response.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-server-time', String(Date.now()));
  });

  const { config } = deps;
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    mailDir: config.MAIL_DIR,
    from: config.MAIL_FROM,
    log: (message) => app.log.info(message),
  });
  const jobs = createJobRunner({
    db: deps.database.db,
    pollMs: config.JOBS_POLL_MS,
    log: (error) => app.log.error({ err: error }, 'job runner failed'),
  });
  jobs.register(MAIL_JOB, (job) =>
    sendOrFlagBounce({ db: deps.database.db, mailer, mail: ZMailSchema.parse(job.payload) }),
  );
  const site = { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL };
  jobs.register(ACCOUNT_MAIL_JOB, (job) => sendAccountMail({ db: deps.database.db, site, job }));
  jobs.register(LOT_CLOSED_JOB, (job) => sendLotClosedMail({ db: deps.database.db, site, job }));
  // Once an auction's last lot has closed, in this order.
  const settlementSteps: TSettlementStep[] = [
    settleAuctionDeposits(site),
    issueAuctionInvoices((message) => app.log.warn(message)),
    // The same switch as the account's "Pagar con tarjeta" (settlements.routes.ts).
    mailSettlementStatements(site, { isCardEnabled: Boolean(config.REDSYS_URL) }),
  ];
  jobs.register(AUCTION_SETTLED_JOB, (job) =>
    settleAuction({ db: deps.database.db, job, steps: settlementSteps }),
  );
  const vapid = () =>
    loadVapidKeys({
      db: deps.database.db,
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
      subject: config.VAPID_SUBJECT,
    });
  const outbound = outboundPolicy(config.OUTBOUND_ALLOWED_HOSTS);
  const pushAgent = guardedAgent(outbound, config.PUSH_CA_CERT);
  jobs.register(NOTICE_JOB, (job) =>
    deliverNotice({
      db: deps.database.db,
      site,
      vapid,
      pushAgent,
      outbound,
      job,
      log: (message) => app.log.warn(message),
    }),
  );
  jobs.register(PUSH_JOB, async (job) =>
    sendPush({
      db: deps.database.db,
      vapid: await vapid(),
      agent: pushAgent,
      outbound,
      ...readPushJob(job),
      log: (message) => app.log.warn(message),
    }),
  );
  app.decorate('jobs', jobs);
  const live = createLiveHub({
    database: deps.database,
    log: (error) => app.log.error({ err: error }, 'live hub failed'),
  });
  app.decorate('live', live);
  const changes = createChangeFeed(deps.database);
  app.decorate('changes', changes);
  changes.on('config_data', (key) => {
    forgetConfigCache(deps.database.db, key ?? undefined);
    // Other increments make other minimums: what the hub learnt from bids no longer holds.
    if (key === null || key === 'bidRanges') live.forgetMinimums();
  });
  app.decorate(
    'answers',
    createAnswerCache({ maxBytes: config.ANSWER_CACHE_MB * 1024 * 1024, fence: deps.database.fence }),
  );
  let stopLotCloser: (() => Promise<void>) | null = null;
  let stopReminders: (() => Promise<void>) | null = null;
  let stopDepositAlerts: (() => Promise<void>) | null = null;
  let stopRetention: (() => Promise<void>) | null = null;
  let stopNotifier: (() => Promise<void>) | null = null;
  let stopSavedSearches: (() => Promise<void>) | null = null;
  let stopMaintenance: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    jobs.start();
    await changes.start();
    await live.start();
    stopLotCloser = startLotCloser({
      db: deps.database.db,
      everyMs: config.LOT_CLOSER_MS,
      log: (error) => app.log.error({ err: error }, 'closing lots failed'),
    });
    stopReminders = startPeriodic({
      task: () =>
        sendPaymentReminders({
          db: deps.database.db,
          site,
          reminderDays: config.PAYMENT_REMINDER_DAYS,
          suspendAfter: config.UNPAID_SETTLEMENTS_SUSPEND,
        }),
      everyMs: config.PAYMENT_REMINDERS_MS,
      log: (error) => app.log.error({ err: error }, 'payment reminders failed'),
    });
    // Deposits owed back past their auction's deadline: contabilidad hears once, on the reminders' beat.
    stopDepositAlerts = startPeriodic({
      task: () => alertOverdueDepositRefunds({ db: deps.database.db, site }),
      everyMs: config.PAYMENT_REMINDERS_MS,
      log: (error) => app.log.error({ err: error }, 'deposit refund alerts failed'),
    });
    stopRetention = startPeriodic({
      task: () => purgeExpired({ db: deps.database.db, retentionDays: config.RETENTION_DAYS }),
      everyMs: config.RETENTION_EVERY_MS,
      log: (error) => app.log.error({ err: error }, 'retention failed'),
    });
    stopNotifier = startPeriodic({
      task: () => runNotifier({ db: deps.database.db, leadMinutes: config.CLOSING_SOON_MINUTES }),
      everyMs: config.NOTIFIER_MS,
      log: (error) => app.log.error({ err: error }, 'notifier failed'),
    });
    stopSavedSearches = startPeriodic({
      task: () => checkSavedSearches({ db: deps.database.db }),
      everyMs: config.SAVED_SEARCHES_MS,
      log: (error) => app.log.error({ err: error }, 'saved searches failed'),
    });
    if (deps.database.kind === 'pglite')
      stopMaintenance = startPeriodic({
        task: () => maintainEmbedded({ db: deps.database.db }),
        everyMs: config.EMBEDDED_MAINTENANCE_MS,
        log: (error) => app.log.error({ err: error }, 'embedded database maintenance failed'),
      });
  });
  app.addHook('onClose', async () => {
    await stopLotCloser?.();
    await stopReminders?.();
    await stopDepositAlerts?.();
    await stopRetention?.();
    await stopNotifier?.();
    await stopSavedSearches?.();
    await stopMaintenance?.();
    await jobs.stop();
    await live.stop();
    await changes.stop();
  });

  // Prometheus metrics and GET /metrics, OpenTelemetry traces when configured (docs/operations.md).
  await app.register(metricsPlugin);
  await app.register(tracingPlugin);
  // Cached answers forgotten as live events and admin writes commit, on every instance.
  await app.register(catalogueChangesPlugin);
  // Weak ETags and 304s for GETs, before compression so the JSON itself is hashed (plugins/etag.ts).
  await app.register(etagPlugin);
  // gzip/brotli for JSON and the web app's assets (SSE streams are hijacked and never buffered).
  await app.register(compress, { global: true, threshold: 1024 });
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
  app.decorate('placeOf', openPlaceFinder(config.GEOIP_DATABASE));
  if (config.STAFF_SECOND_FACTOR === 'off')
    app.log.warn(
      'STAFF_SECOND_FACTOR=off: staff sign in with a password alone and sensitive actions ask for no second factor. Development and scripted clients only.',
    );
  // Per-route abuse limits (search, bids), in memory per instance. The server renderer's own in-process
  // reads carry a per-process token and are not counted: they are every visitor's page, not one client.
  const internalToken = randomBytes(16).toString('hex');
  app.decorate('internalToken', internalToken);
  await app.register(rateLimit, {
    global: false,
    allowList: (request) => request.headers['x-lonja-internal'] === internalToken,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'RATE_LIMITED',
        'Demasiadas peticiones seguidas. Espera unos segundos y vuelve a intentarlo.',
        {
          retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        },
      ),
  });

  await app.register(systemRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(accountRoutes, { prefix: '/api/frontend/auth' });
  await app.register(sessionsRoutes, { prefix: '/api/frontend/auth' });
  await app.register(secondFactorRoutes, { prefix: '/api/frontend/auth/second-factor' });
  await app.register(vatRoutes, { prefix: '/api' });
  await app.register(referenceRoutes, { prefix: '/api/frontend' });
  await app.register(configDataRoutes, { prefix: '/api/frontend' });
  await app.register(auctionsRoutes, { prefix: '/api/frontend' });
  await app.register(lotsRoutes, { prefix: '/api/frontend' });
  await app.register(liveRoutes, { prefix: '/api/frontend' });
  await app.register(bidsRoutes, { prefix: '/api/frontend/auth' });
  await app.register(subscriptionsRoutes, { prefix: '/api/frontend/auth' });
  await app.register(watchlistRoutes, { prefix: '/api/frontend/auth' });
  await app.register(notificationsRoutes, { prefix: '/api/frontend/auth' });
  await app.register(savedSearchesRoutes, { prefix: '/api/frontend/auth' });
  await app.register(unsubscribeRoutes, { prefix: '/api/frontend' });
  await app.register(subscriptionsAdminRoutes, { prefix: '/api/admin' });
  await app.register(bidsAdminRoutes, { prefix: '/api/admin' });
  await app.register(usersAdminRoutes, { prefix: '/api/admin' });
  await app.register(auctionsAdminRoutes, { prefix: '/api/admin' });
  await app.register(lotsAdminRoutes, { prefix: '/api/admin' });
  await app.register(configDataAdminRoutes, { prefix: '/api/admin' });
  await app.register(mediaAdminRoutes, { prefix: '/api/admin' });
  await app.register(salesAdminRoutes, { prefix: '/api/admin' });
  await app.register(offersAdminRoutes, { prefix: '/api/admin' });
  await app.register(pagesAdminRoutes, { prefix: '/api/admin' });
  await app.register(pagesRoutes, { prefix: '/api/frontend' });
  await app.register(salesRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api/frontend' });
  await app.register(searchRoutes, { prefix: '/api/frontend' });
  // After the hammer (settlements, invoices, payments, deposits, collection).
  await app.register(settlementsRoutes, { prefix: '/api/frontend/auth' });
  await app.register(settlementsAdminRoutes, { prefix: '/api/admin' });
  await app.register(invoicesRoutes, { prefix: '/api/frontend/auth' });
  await app.register(invoicesAdminRoutes, { prefix: '/api/admin' });
  await app.register(billingRecordsAdminRoutes, { prefix: '/api/admin' });
  await app.register(paymentsAdminRoutes, { prefix: '/api/admin' });
  await app.register(reportsAdminRoutes, { prefix: '/api/admin' });
  await app.register(cardPaymentsRoutes, { prefix: '/api' });
  await app.register(depositsAdminRoutes, { prefix: '/api/admin' });
  await app.register(fairPlayAdminRoutes, { prefix: '/api/admin' });
  await app.register(liveSalesRoutes, { prefix: '/api/frontend' });
  await app.register(liveSalesAdminRoutes, { prefix: '/api/admin' });
  await app.register(collectionsRoutes, { prefix: '/api/frontend/auth' });
  await app.register(collectionsAdminRoutes, { prefix: '/api/admin' });
  await app.register(accountingAdminRoutes, { prefix: '/api/admin' });
  await app.register(auditAdminRoutes, { prefix: '/api/admin' });
  await app.register(approvalsAdminRoutes, { prefix: '/api/admin' });
  await app.register(privacyRoutes, { prefix: '/api/frontend/auth' });
  await app.register(bidReceiptsRoutes);
  await app.register(withdrawalsRoutes, { prefix: '/api/frontend' });
  await app.register(withdrawalsAdminRoutes, { prefix: '/api/admin' });

  await app.register(sitemapRoutes);
  await app.register(webPlugin, {
    webDistDir: deps.config.WEB_DIST_DIR,
    uploadsDir: deps.config.UPLOADS_DIR,
    mapTileUrl: deps.config.MAP_TILE_URL,
    loginStateStore: deps.config.LOGIN_STATE_STORE,
    pageCacheMs: deps.config.PAGE_CACHE_MS,
  });
  return app;
};
