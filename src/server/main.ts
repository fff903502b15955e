import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { connectionLimits, loadConfig, type TConfig } from './config.ts';
import { openDatabase, type TDatabase } from './db/client.ts';
import { ensureAdmin, seedDemo, seedReference } from './db/seed/index.ts';
import { runInstances } from './instances.ts';
import { openStorage } from './media/open-storage.ts';
import { closeDueLots } from './modules/lots/close-lots.ts';

const open = (config: TConfig) =>
  openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DB_POOL_SIZE,
    limits: connectionLimits(config),
  });

/** First-start seeding, after the migrations: once per start, before any instance listens. */
const seed = async (config: TConfig, database: TDatabase, log: (message: string) => void) => {
  await seedReference({ db: database.db });
  await ensureAdmin({
    db: database.db,
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
    totpSecret: config.ADMIN_TOTP_SECRET,
    log,
  });
  if (config.SEED_DEMO) {
    await seedDemo({ db: database.db, storage: openStorage(config), closeDueLots, log });
  }
};

/** One instance: listening, and on SIGTERM/SIGINT a graceful close. A worker's database is prepared already. */
const runInstance = async (config: TConfig) => {
  const database = await open(config);
  if (cluster.isPrimary) await database.migrate();
  const app = await buildApp({ config, database });
  if (cluster.isPrimary) await seed(config, database, (message) => app.log.info(message));

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: draining requests and closing`);
    // A second signal, or a drain that hangs, must not keep the process alive for ever.
    const timer = setTimeout(() => process.exit(1), config.SHUTDOWN_DELAY_MS + 10_000);
    timer.unref();
    // Readiness says 503 at once; requests are still served until the load balancer has seen it.
    app.startDraining();
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_MS));
    // close() stops listening and ends live streams; requests already running still need the database.
    await app.close();
    await app.drained();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`${config.SITE_NAME} listening on ${config.PUBLIC_URL} (database: ${database.kind})`);
};

/** Process entry point: one instance, or with WEB_CONCURRENCY > 1 the primary of that many (instances.ts). */
const main = async () => {
  const config = loadConfig();
  if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
    return runInstances(config, async (log) => {
      const database = await open(config);
      await database.migrate();
      await seed(config, database, log);
      await database.close();
    });
  }
  await runInstance(config);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
