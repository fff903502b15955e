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
import { poolWaitDuration } from '@/server/observability/metrics.ts';
import { inQuerySpan } from '@/server/observability/tracing.ts';
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
  /**
   * LISTEN on a channel; `onMessage` gets each NOTIFY payload. On a server it uses one dedicated
   * connection that reconnects by itself, since pooled connections cannot hold a LISTEN.
   */
  listen: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
  /**
   * Resolves once every notification committed before the call has reached this instance's listeners.
   * PostgreSQL signals each listening backend as part of the commit, before the committer hears it
   * succeed, and a backend sends pending notifications before answering a statement: one round trip on
   * each LISTEN connection is the fence. Concurrent callers share it (modules/catalogue/answer-cache.ts).
   * PGlite is one backend whose notifications come with the statement that committed them: nothing to wait.
   */
  fence: () => Promise<void>;
  /**
   * One statement on its own (its own transaction), prepared once per connection under `name`: one round
   * trip, no parsing or planning after the first time. For the bid, which is one call of a function that
   * holds the lot's lock only while it runs.
   */
  prepared: <T>(name: string, text: string, values: unknown[]) => Promise<T[]>;
  /**
   * Whether the database answers `select 1` within `timeoutMs`, asked on a connection of its own: a busy
   * pool (a storm of bids) never makes it look unreachable, and a probe lost in a network cut never holds a
   * pooled connection (plugins/database-watch.ts). PGlite is in the process: always true.
   */
  probe: (timeoutMs: number) => Promise<boolean>;
  /** PostgreSQL only: the pool's connections and waiting callers now, for metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: the whole data directory as a tarball, to clone a migrated template in tests. */
  dumpDataDir?: () => Promise<Blob>;
};

const migrationsFolder = new URL('../../../drizzle', import.meta.url).pathname;

export const pgliteExtensions = { pg_trgm, unaccent };

/**
 * PostgreSQL's memory inside PGlite, sized for one embedded site rather than a server's defaults: PGlite's
 * WebAssembly memory only grows, so whatever PostgreSQL touches once (128 MB of shared buffers, 64 MB per
 * index build in a migration) stays in the process for good. Measured with `npm run bench:memory`
 * (docs/benchmarks.md). PGlite runs a single backend, hence few connections.
 */
const pgliteSettings = [
  'shared_buffers=16MB',
  'max_connections=5',
  'wal_buffers=1MB',
  'temp_buffers=2MB',
  'maintenance_work_mem=16MB',
].flatMap((setting) => ['-c', setting]);

/** Opens PGlite in `dataDir` ("memory://" for a throwaway database) or from a dumped data directory. */
export const openPglite = async (
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<TDatabase> => {
  const { dataDir, loadDataDir } = options;
  if (dataDir && !dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: pgliteExtensions,
    loadDataDir,
    startParams: [...PGlite.defaultStartParams, ...pgliteSettings],
  });
  const db: TDb = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    prepared: async <T>(_name: string, text: string, values: unknown[]) =>
      (await client.query<T>(text, values)).rows,
    fence: () => Promise.resolve(),
    probe: () => Promise.resolve(true),
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
  };
};

/**
 * Drizzle sends BEGIN before its try/finally, so a transaction whose connection is already dead (lost in a
 * database outage) never releases its client: every outage would leak pool slots until none is left and
 * the instance could not recover. A client whose connection ends while checked out goes back at once
 * (the pool discards it), and its holder's later release() does nothing.
 */
class ReleasingPool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (callback or promise) are passed through
  override connect(...args: any[]): any {
    // Every wait for a connection is timed (lonja_db_pool_wait_seconds): a pool too small shows there first.
    const started = performance.now();
    const waited = () => poolWaitDuration.observe((performance.now() - started) / 1000);
    if (args.length > 0) {
      const [callback] = args;
      // biome-ignore lint/suspicious/noExplicitAny: as above
      return (super.connect as any)((...answer: any[]) => {
        waited();
        callback(...answer);
      });
    }
    return super.connect().then((client) => {
      waited();
      const release = client.release;
      // A checked-out client (a transaction) runs its statements in its holder's trace; the pool's own
      // statements (pool.query, below) get theirs there, where the caller's context still is.
      const query = client.query;
      // biome-ignore lint/suspicious/noExplicitAny: pg's overloads, passed through
      client.query = ((...args: any[]) =>
        typeof args.at(-1) === 'function'
          ? // biome-ignore lint/suspicious/noExplicitAny: as above
            (query as any).apply(client, args)
          : // biome-ignore lint/suspicious/noExplicitAny: as above
            inQuerySpan(args[0], () => (query as any).apply(client, args))) as typeof client.query;
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.off('end', onEnd);
        client.query = query;
        release(error);
      };
      const onEnd = () => releaseOnce(new Error('Connection terminated'));
      client.once('end', onEnd);
      client.release = releaseOnce;
      return client;
    });
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (callback or promise) are passed through
  override query(...args: any[]): any {
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const run = () => (super.query as any)(...args);
    return typeof args.at(-1) === 'function' ? run() : inQuerySpan(args[0], run);
  }
}

/**
 * Bounds on every connection to PostgreSQL, so that one stalled connection (a network pause, not a reset)
 * cannot hold a lot's lock, or anything else, for hours: the server ends a statement running longer than
 * `statementMs` and a transaction idle longer than `idleInTransactionMs` (its locks go with it); the client
 * gives up on an answer after `queryMs` and on connecting after `connectMs`; TCP keepalive notices a peer
 * that is gone after `keepAliveMs` rather than PostgreSQL's default two hours.
 */
export type TConnectionLimits = {
  statementMs: number;
  idleInTransactionMs: number;
  queryMs: number;
  connectMs: number;
  keepAliveMs: number;
};

/**
 * `select 1` on a connection of its own, answered within `timeoutMs` or not (plugins/database-watch.ts): the
 * pool's connections may all be busy or hung on a link that is gone.
 */
const databaseProbe = (connectionString: string, keepAliveMs: number) => {
  let prober: pg.Client | null = null;
  const close = () => {
    void prober?.end().catch(() => {});
    prober = null;
  };
  const probe = async (timeoutMs: number) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('probe: no answer in time')), timeoutMs);
    });
    const ask = async () => {
      if (!prober) {
        const client = new pg.Client({
          connectionString,
          keepAlive: true,
          keepAliveInitialDelayMillis: keepAliveMs,
        });
        client.on('error', () => {});
        prober = client;
        await client.connect();
      }
      await prober.query('select 1');
    };
    try {
      await Promise.race([ask(), late]);
      return true;
    } catch {
      // A connection that did not answer in time is given up (not waited on: its peer may be unreachable);
      // the next probe connects afresh.
      close();
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
  return { probe, close };
};

export const openPostgres = async (
  connectionString: string,
  max = 10,
  limits?: TConnectionLimits,
): Promise<TDatabase> => {
  const bounded = limits
    ? {
        statement_timeout: limits.statementMs,
        idle_in_transaction_session_timeout: limits.idleInTransactionMs,
        query_timeout: limits.queryMs,
        connectionTimeoutMillis: limits.connectMs,
        keepAlive: true,
        keepAliveInitialDelayMillis: limits.keepAliveMs,
      }
    : {};
  // JIT compilation off: it pays off only for long analytical queries, and compiling a search's plan took
  // 77–87 ms of a query that runs in a few (issue #17); the app runs none of those.
  const pool = new ReleasingPool({ connectionString, max, options: '-c jit=off', ...bounded });
  // An idle client that loses its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  // The pool listens for errors only on idle clients: one checked out (a transaction between two statements)
  // whose connection drops would emit 'error' with no listener, an uncaught exception that ends the process.
  // Swallowing it is safe: the next statement on that client fails ("not queryable"), and so does the request.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db: TDb = drizzleNodePg(pool, { schema });
  const prober = databaseProbe(connectionString, limits?.keepAliveMs ?? 10_000);
  const listeners = new Set<pg.Client>();
  /** Once closed, a LISTEN connection that ends is not made again (it would retry for ever). */
  let closed = false;
  const fence = sharedRoundTrip(async () => {
    await Promise.all([...listeners].map((client) => client.query('select 1')));
  });
  return {
    fence,
    db,
    kind: 'postgres',
    probe: prober.probe,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    prepared: async <T>(name: string, text: string, values: unknown[]) =>
      ((await pool.query({ name, text, values })) as pg.QueryResult<T & pg.QueryResultRow>).rows,
    // Migrations may build indexes on big tables for longer than any request may take: their own
    // connection, without the statement limits.
    migrate: async () => {
      const migrations = new pg.Pool({ connectionString, max: 1 });
      try {
        await migrateNodePg(drizzleNodePg(migrations, { schema }), { migrationsFolder });
      } finally {
        await migrations.end();
      }
    },
    close: async () => {
      closed = true;
      prober.close();
      await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
      await pool.end();
    },
    listen: async (channel, onMessage) => {
      let stopped = false;
      let current: pg.Client | null = null;
      const connect = async (): Promise<void> => {
        // The LISTEN connection idles by design: keepalive and a connect timeout, no statement limits.
        const client = new pg.Client({
          connectionString,
          ...(limits
            ? {
                keepAlive: true,
                keepAliveInitialDelayMillis: limits.keepAliveMs,
                connectionTimeoutMillis: limits.connectMs,
              }
            : {}),
        });
        client.on('notification', (message) => message.payload !== undefined && onMessage(message.payload));
        // A dropped connection (database restart) is re-established; missed events are re-read by id.
        client.on('error', () => {});
        client.on('end', () => {
          listeners.delete(client);
          setTimeout(() => {
            if (!stopped && !closed) void connect().catch(() => {});
          }, 1000);
        });
        await client.connect();
        await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
        listeners.add(client);
        current = client;
        onMessage('');
      };
      await connect();
      return async () => {
        stopped = true;
        const client = current as pg.Client | null;
        if (client) await client.end().catch(() => {});
      };
    },
  };
};

/**
 * A round trip that concurrent callers share: one that is already on its way may have left before the
 * caller's moment, so callers who come while it is out wait for the next one, which all of them share.
 */
const sharedRoundTrip = (run: () => Promise<void>) => {
  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const start = () => {
    const trip: Promise<void> = run().finally(() => {
      if (inFlight === trip) inFlight = null;
    });
    inFlight = trip;
    return trip;
  };
  return () => {
    if (queued) return queued;
    if (!inFlight) return start();
    queued = inFlight
      .catch(() => {})
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
};

export const openDatabase = (options: {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL: connections in the pool, the LISTEN one aside. */
  poolSize?: number;
  limits?: TConnectionLimits;
}): Promise<TDatabase> =>
  options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize, options.limits)
    : openPglite({ dataDir: options.dataDir });

/**
 * Runs raw SQL and returns its rows, typed as the caller's SELECT list says. Both drivers answer
 * `{ rows }`, which the shared database type cannot say: checked here once rather than cast at every call.
 */
export const queryRows = async <T>(db: TDb | TTx, query: SQL): Promise<T[]> => {
  const result: unknown = await db.execute(query);
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows))
    throw new Error('The database answered a statement without rows.');
  return result.rows;
};
