import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiText } from '@/common/i18n/api/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { addMetricSource } from '@/server/observability/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** False from a probe PostgreSQL left unanswered until one it answers (DB_PROBE_MS). */
    databaseReachable: () => boolean;
  }
}

/**
 * A database cut off by the network drops packets rather than refusing them: a statement sent on a pooled
 * connection waits for its answer until the client gives up (DB_STATEMENT_TIMEOUT_MS + 5 s), and so does the
 * bidder. Each instance asks PostgreSQL every DB_PROBE_MS on a connection of its own; from a probe left
 * unanswered for DB_PROBE_TIMEOUT_MS until one is answered, readiness says so at once and every API call
 * answers 503 with `Retry-After` without touching the pool, so the load balancer and the client go
 * elsewhere in a moment rather than in twenty seconds (docs/operations.md, "A database out of reach";
 * src/server/faults/across-hosts.test.ts cuts a real link).
 */
export const databaseWatchPlugin = fp(async (app: FastifyInstance) => {
  const { config, database } = app.deps;
  let reachable = true;
  app.decorate('databaseReachable', () => reachable);
  if (database.kind !== 'postgres' || config.DB_PROBE_MS === 0) return;

  const removeSource = addMetricSource({ databaseUnreachable: () => (reachable ? 0 : 1) });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const probe = async () => {
    const answered = await database.probe(config.DB_PROBE_TIMEOUT_MS);
    if (answered !== reachable) {
      if (answered) app.log.info('database reachable again');
      else app.log.error(`database unanswered for ${config.DB_PROBE_TIMEOUT_MS} ms: answering 503`);
    }
    reachable = answered;
    if (!stopped) timer = setTimeout(probe, config.DB_PROBE_MS);
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(probe, config.DB_PROBE_MS);
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    removeSource();
  });

  // Readiness answers for itself (database: false); anything else under /api needs the database.
  app.addHook('onRequest', async (request) => {
    if (reachable || !request.url.startsWith('/api/') || request.url.startsWith('/api/ready')) return;
    throw new AppError('DATABASE_UNAVAILABLE', apiText.api.databaseUnavailable, { retryAfterSeconds: 5 });
  });
});
