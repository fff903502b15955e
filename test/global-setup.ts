import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '@/server/db/client.ts';
import { seedReference } from '@/server/db/seed/reference.ts';
import { testServers, withDatabase } from './database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    /** The migrated PostgreSQL template of this run; per process, so several runs can share a server. */
    templateDatabase: string;
  }
}

const dropDatabase = async (serverUrl: string, name: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
};

/** A migrated database with the reference data, on one PostgreSQL server, that test files clone. */
const createTemplate = async (serverUrl: string, name: string) => {
  await dropDatabase(serverUrl, name);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const template = await openPostgres(withDatabase(serverUrl, name), 2);
  await template.migrate();
  await seedReference({ db: template.db });
  await template.close();
};

/**
 * Migrates and seeds reference data once per run; each test file then clones this template
 * (a PGlite data-dir tarball, or a PostgreSQL `CREATE DATABASE … TEMPLATE`) instead of migrating again.
 */
export default async function setup(project: TestProject) {
  // One or several servers, space-separated: each worker takes one (test/worker-database.ts).
  const servers = testServers();
  if (servers.length > 0) {
    const templateDatabase = `lonja_test_template_${process.pid}`;
    await Promise.all(servers.map((serverUrl) => createTemplate(serverUrl, templateDatabase)));
    project.provide('pgliteTemplatePath', '');
    project.provide('templateDatabase', templateDatabase);
    return async () => {
      await Promise.all(servers.map((serverUrl) => dropDatabase(serverUrl, templateDatabase)));
    };
  }
  const template = await openPglite({ dataDir: 'memory://' });
  await template.migrate();
  await seedReference({ db: template.db });
  const dump = await template.dumpDataDir!();
  await template.close();
  const path = join(tmpdir(), `lonja-template-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  project.provide('templateDatabase', '');
  // Nothing is left in the system's temporary folder once the run is over.
  return () => rm(path, { force: true });
}
