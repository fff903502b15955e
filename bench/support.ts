/** What the benchmarks share: a fresh PostgreSQL database, the real server as a process, percentiles. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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

/** `npm run serve`'s node arguments (package.json): benchmarks run the server as it is deployed. */
const serveArguments = () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } };
  const [command, ...rest] = scripts.serve.split(' ');
  if (command !== 'node') throw new Error(`npm run serve is no longer "node …": ${scripts.serve}`);
  return rest;
};

/**
 * src/server/main.ts as its own process on `port`, in production mode and quiet, resolved once
 * /api/health answers (within `waitSeconds`); killed when the benchmark exits. With BENCH_CPU_PROFILE=dir, each server writes a
 * V8 CPU profile there when stopped (open it in Chrome's DevTools) — where a bid's time goes in Node; with
 * BENCH_TRACE_GC=1, it prints each garbage collection (`--trace-gc`).
 */
export const startServer = async (
  port: number,
  env: Record<string, string | undefined>,
  { waitSeconds = 60 } = {},
): Promise<ChildProcess> => {
  const profile = process.env.BENCH_CPU_PROFILE;
  const flags = [
    ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
    ...(process.env.BENCH_TRACE_GC ? ['--trace-gc'] : []),
  ];
  const server = spawn(process.execPath, [...flags, ...serveArguments()], {
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
  for (let i = 0; i < waitSeconds * 4; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server on port ${port} did not start`);
};

/** CPU seconds (user + system) a process has used so far, from /proc: 0 once it is gone. */
export const cpuSeconds = (pid: number) => {
  try {
    // Fields after the command's closing parenthesis: state is the 1st, utime the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
};

/** CPU seconds used so far by every PostgreSQL process of this machine (backends and background workers). */
export const postgresCpuSeconds = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .reduce((total, pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres'
          ? total + cpuSeconds(Number(pid))
          : total;
      } catch {
        return total;
      }
    }, 0);
