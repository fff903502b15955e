import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type TDatabase } from '@/server/db/client.ts';
import { withDatabase } from './database-url.ts';

/**
 * A fresh database for one test file, cloned from the migrated template: PostgreSQL when
 * TEST_DATABASE_URL is set, otherwise an in-memory PGlite.
 */
export const createTestDatabase = async (): Promise<TDatabase & { url?: string }> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const tarball = await readFile(inject('pgliteTemplatePath'));
    return openPglite({ dataDir: 'memory://', loadDataDir: new Blob([tarball]) });
  }
  const name = `lonja_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  await admin.end();
  const database = await openPostgres(withDatabase(serverUrl, name), 20);
  return {
    ...database,
    url: withDatabase(serverUrl, name),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};
