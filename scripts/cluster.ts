/**
 * `npm run start:cluster`: several Lonja instances on one PostgreSQL behind a small round-robin balancer,
 * to try on one machine what production runs behind nginx or HAProxy (README, "Operating Lonja").
 *
 * Sessions live in PostgreSQL, jobs are claimed with SKIP LOCKED, live events travel by LISTEN/NOTIFY and
 * each lot is closed by exactly one instance, so any instance can answer any request: the balancer needs
 * no sticky sessions. It does pass streams through unbuffered, as Server-Sent Events need.
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/lonja, created if missing), PORT (default
 * 3000) for the balancer, CLUSTER_INSTANCES (default 2) on PORT+1, PORT+2, … The first instance migrates
 * and seeds before the others start. SIGTERM or Ctrl-C stops them all gracefully.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import pg from 'pg';
import { createBalancer } from './balancer.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lonja';
const port = Number(process.env.PORT ?? 3000);
const count = Number(process.env.CLUSTER_INSTANCES ?? 2);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;

const name = new URL(databaseUrl).pathname.slice(1);
const server = new URL(databaseUrl);
server.pathname = '/postgres';
const admin = new pg.Client({ connectionString: server.toString() });
await admin.connect();
const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`);
await admin.end();

const instances: { port: number; process: ChildProcess; exited: Promise<unknown> }[] = [];
// Whatever way this process ends, it takes its instances with it.
process.on('exit', () => {
  for (const instance of instances) if (instance.process.exitCode === null) instance.process.kill('SIGKILL');
});
const start = async (instancePort: number) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    // The balancer, on this host, says who the client is: the instances trust it and nobody else.
    env: {
      TRUST_PROXY: '127.0.0.1',
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(instancePort),
      PUBLIC_URL: publicUrl,
    },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  instances.push({ port: instancePort, process: child, exited });
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    const up = await fetch(`http://127.0.0.1:${instancePort}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The instance on port ${instancePort} did not start`);
};
// One at a time: the first migrates the database and seeds it; the others find it ready.
for (let index = 1; index <= count; index++) await start(port + index);

const balancer = createBalancer(instances.map((instance) => instance.port));
balancer.listen(port, () =>
  console.log(`Balancer on ${publicUrl} → instances on ports ${instances.map((i) => i.port).join(', ')}`),
);
let stopping = false;
for (const instance of instances)
  instance.process.on('exit', (code) => {
    if (!stopping) console.error(`The instance on port ${instance.port} stopped (${code}); the others go on`);
  });

// Each instance drains its requests and ends its live streams (src/server/main.ts); browsers reconnect.
const stop = () => {
  stopping = true;
  // Requests under way finish (or end with their instance); idle keep-alive connections go now.
  balancer.close();
  balancer.closeIdleConnections();
  for (const instance of instances) instance.process.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
await Promise.all(instances.map((instance) => instance.exited));
process.exit(0);
