import { buildApp } from './app.ts';
import { connectionLimits, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureAdmin, seedDemo, seedReference } from './db/seed/index.ts';
import { createDiskStorage } from './media/storage.ts';

/** Process entry point: configuration, migrations, first-start seeding, listening, graceful close. */
const main = async () => {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    limits: connectionLimits(config),
  });
  await database.migrate();

  const app = await buildApp({ config, database });
  const log = (message: string) => app.log.info(message);

  await seedReference({ db: database.db });
  await ensureAdmin({ db: database.db, email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, log });
  if (config.SEED_DEMO) {
    await seedDemo({ db: database.db, storage: createDiskStorage({ root: config.UPLOADS_DIR }), log });
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: draining requests and closing`);
    // A second signal, or a drain that hangs, must not keep the process alive for ever.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
