import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type TSchema = typeof schema;
/** The one database type the services see, whichever engine is behind it. */
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;
export type TTx = PgTransaction<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;

export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to clone a migrated template in tests. */
  dumpDataDir?: () => Promise<Blob>;
};

const migrationsFolder = new URL('../../../drizzle', import.meta.url).pathname;

export const pgliteExtensions = { pg_trgm, unaccent };

/** Opens PGlite in `dataDir` ("memory://" for a throwaway database) or from a dumped data directory. */
export const openPglite = async (
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<TDatabase> => {
  const { dataDir, loadDataDir } = options;
  if (dataDir && !dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: pgliteExtensions, loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as TDb;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
  };
};

export const openPostgres = async (connectionString: string, max = 10): Promise<TDatabase> => {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client that loses its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as TDb;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder }),
    close: () => pool.end(),
  };
};

export const openDatabase = (options: { databaseUrl?: string; dataDir: string }): Promise<TDatabase> =>
  options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite({ dataDir: options.dataDir });

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`, but the shared database type cannot
 * say so, hence the one cast here rather than at every call.
 */
export const queryRows = async <T>(db: TDb, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
