import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '@/server/db/client.ts';
import { seedReference } from '@/server/db/seed/reference.ts';
import { TEMPLATE_DATABASE, withDatabase } from './database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

/**
 * Migrates and seeds reference data once per run; each test file then clones this template
 * (a PGlite data-dir tarball, or a PostgreSQL `CREATE DATABASE … TEMPLATE`) instead of migrating again.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const template = await openPostgres(withDatabase(serverUrl, TEMPLATE_DATABASE), 2);
    await template.migrate();
    await seedReference({ db: template.db });
    await template.close();
    project.provide('pgliteTemplatePath', '');
    return;
  }
  const template = await openPglite({ dataDir: 'memory://' });
  await template.migrate();
  await seedReference({ db: template.db });
  const dump = await template.dumpDataDir!();
  await template.close();
  const path = join(tmpdir(), `lonja-template-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
}
