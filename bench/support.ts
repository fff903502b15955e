/** What the benchmarks share: a fresh PostgreSQL database, the real server as a process, percentiles. */
import { type ChildProcess, spawn } from 'node:child_process';
import pg from 'pg';
import { openPostgres } from '@/server/db/client.ts';
import { seedReference } from '@/server/db/seed/reference.ts';

/** The value below which p % of the values fall. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** Drops and recreates `name` on the server of `serverUrl`, migrated and with the reference data. */
export const createBenchDatabase = async (serverUrl: string, name: string, poolSize = 10) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), poolSize);
  await database.migrate();
  await seedReference({ db: database.db });
  return { database, url: url.toString() };
};

/**
 * src/server/main.ts as its own process on `port`, in production mode and quiet, resolved once
 * /api/health answers; killed when the benchmark exits.
 */
export const startServer = async (port: number, env: Record<string, string>): Promise<ChildProcess> => {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.on('exit', () => server.kill('SIGKILL'));
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server on port ${port} did not start`);
};
