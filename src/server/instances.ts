import cluster, { type Worker } from 'node:cluster';
import type { TConfig } from './config.ts';

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only): this process prepares the database once (`prepare`: migrations
 * and first-start seeding), then keeps that many instances running as workers of node:cluster. They
 * share its port: the kernel's connections are handed out in turn, each to one worker, which then owns it
 * (no proxying, live streams included). Each worker is a whole instance, as on separate machines
 * (docs/operations.md): its own pool, LISTEN connection and live hub, so the cores share the work —
 * notably writing an event to thousands of live streams, one system call per client (npm run bench:live).
 *
 * A worker that dies is replaced (at most once a second); SIGTERM/SIGINT is passed on to every worker,
 * each drains as a single instance does, and this process exits once they have gone.
 */
export const runInstances = async (
  config: TConfig,
  prepare: (log: (message: string) => void) => Promise<void>,
) => {
  // The workers log through Fastify (pino); this process's few lines look alike and honour LOG_LEVEL.
  const quiet = ['fatal', 'error', 'warn', 'silent'].includes(config.LOG_LEVEL);
  const log = (message: string) => {
    if (!quiet) console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: message }));
  };
  await prepare(log);
  let closing = false;
  let running = 0;
  let lastFork = 0;
  const fork = () => {
    // A replacement due after the close began (its worker died just before) is not started.
    if (closing) return;
    lastFork = Date.now();
    running++;
    cluster.fork();
  };
  cluster.on('exit', (worker: Worker, code, signal) => {
    running--;
    if (closing) {
      if (running === 0) process.exit(0);
      return;
    }
    log(`instance ${worker.process.pid} ended (${signal ?? code}): starting another`);
    setTimeout(fork, Math.max(0, lastFork + 1_000 - Date.now()));
  });
  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log(`${signal} received: closing ${config.WEB_CONCURRENCY} instances`);
    if (running === 0) process.exit(0);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // Each instance gives itself 10 s; one that hangs past that must not keep this process alive.
    setTimeout(() => process.exit(1), 12_000).unref();
  };
  process.on('SIGTERM', () => close('SIGTERM'));
  process.on('SIGINT', () => close('SIGINT'));
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) fork();
  log(`${config.SITE_NAME}: ${config.WEB_CONCURRENCY} instances on ${config.PUBLIC_URL}`);
};
