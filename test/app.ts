import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type TApp } from '@/server/app.ts';
import { loadConfig } from '@/server/config.ts';
import type { TDatabase, TDb } from '@/server/db/client.ts';
import { createTestDatabase } from './database.ts';

export type TTestContext = {
  app: TApp;
  db: TDb;
  database: TDatabase;
  uploadsDir: string;
  close: () => Promise<void>;
};

/** The real application on its own cloned database, driven with `app.inject()`. */
export const createTestApp = async (
  env: Record<string, string> = {},
): Promise<TTestContext & { databaseUrl?: string }> => {
  const database = await createTestDatabase();
  const uploadsDir = await mkdtemp(join(tmpdir(), 'lonja-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    UPLOADS_DIR: uploadsDir,
    WEB_DIST_DIR: join(uploadsDir, 'no-web-build'),
    // Background work runs when a test says so (app.jobs.drain(), closeDueLots()), never on a timer.
    JOBS_POLL_MS: '0',
    LOT_CLOSER_MS: '0',
    NOTIFIER_MS: '0',
    SAVED_SEARCHES_MS: '0',
    DB_PROBE_MS: '0',
    // Tests log in as staff by password; the second factor's own tests turn it on.
    STAFF_SECOND_FACTOR: 'off',
    ...env,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    databaseUrl: database.url,
    db: database.db,
    database,
    uploadsDir,
    close: async () => {
      await app.close();
      await database.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
};

/**
 * Another app instance on an existing test database, as a second process would be (its own pool, through a
 * relay if the test needs one): built and ready, not listening. Background work runs only when told.
 */
export const buildInstance = async (
  owner: { uploadsDir: string },
  database: TDatabase,
  env: Record<string, string> = {},
) => {
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      UPLOADS_DIR: owner.uploadsDir,
      WEB_DIST_DIR: '/nonexistent',
      JOBS_POLL_MS: '0',
      LOT_CLOSER_MS: '0',
      NOTIFIER_MS: '0',
      SAVED_SEARCHES_MS: '0',
      DB_PROBE_MS: '0',
      STAFF_SECOND_FACTOR: 'off',
      ...env,
    }),
    database,
  });
  await app.ready();
  return app;
};

/** The same, listening on a free local port, for clients that need real sockets (live streams). */
export const createListeningTestApp = async (env: Record<string, string> = {}) => {
  const ctx = await createTestApp(env);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  return { ...ctx, baseUrl: `http://127.0.0.1:${port}` };
};
