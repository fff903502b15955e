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
import http from 'node:http';
import pg from 'pg';

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

const instances: { port: number; process: ChildProcess }[] = [];
const start = async (instancePort: number) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(instancePort), PUBLIC_URL: publicUrl },
    stdio: 'inherit',
  });
  instances.push({ port: instancePort, process: child });
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`http://127.0.0.1:${instancePort}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Instance on port ${instancePort} did not start`);
};
// One at a time: the first migrates the database and seeds it; the others find it ready.
for (let index = 1; index <= count; index++) await start(port + index);

let next = 0;
/** Round robin over the instances; a refused connection moves on to the next one. */
const forward = (request: http.IncomingMessage, response: http.ServerResponse, attempt = 0) => {
  const target = instances[next++ % instances.length]!;
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: target.port,
      method: request.method,
      path: request.url,
      headers: {
        ...request.headers,
        'x-forwarded-for': request.socket.remoteAddress ?? '',
        'x-forwarded-proto': 'http',
      },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (attempt + 1 < instances.length && !response.headersSent)
      return forward(request, response, attempt + 1);
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { code: 'INTERNAL', message: 'Ninguna instancia responde.' } }));
  });
  response.on('close', () => upstream.destroy());
  request.pipe(upstream);
};
const balancer = http.createServer((request, response) => forward(request, response));
balancer.listen(port, () =>
  console.log(`Balancer on ${publicUrl} → instances on ports ${instances.map((i) => i.port).join(', ')}`),
);

const stop = () => {
  balancer.close();
  for (const instance of instances) instance.process.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
await Promise.all(
  instances.map((instance) => new Promise((resolve) => instance.process.on('exit', resolve))),
);
process.exit(0);
