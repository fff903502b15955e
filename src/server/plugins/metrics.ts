import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { and, count, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jobs } from '@/server/db/schema/index.ts';
import { addMetricSource, httpRequestDuration, registry } from '@/server/observability/metrics.ts';

const sameToken = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Prometheus metrics (docs/operations.md, "Metrics"): every answer timed by route pattern and status, and
 * `GET /metrics` for the scraper — on the public port only with `Authorization: Bearer METRICS_TOKEN`, or
 * without a token on METRICS_PORT, a listener of its own meant for an internal network.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const { config, database } = app.deps;
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        // The pattern, never the address itself: one series per route, not per lot.
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const removeSource = addMetricSource({
    poolTotal: () => database.poolStats?.().total ?? 0,
    poolIdle: () => database.poolStats?.().idle ?? 0,
    poolWaiting: () => database.poolStats?.().waiting ?? 0,
    jobsQueued: async () => {
      const [row] = await database.db
        .select({ queued: count() })
        .from(jobs)
        .where(and(isNull(jobs.doneAt), lte(jobs.runAt, new Date())));
      return row?.queued ?? 0;
    },
  });
  app.addHook('onClose', async () => removeSource());

  app.get('/metrics', { schema: { hide: true }, config: { public: true } }, async (request, reply) => {
    const token = config.METRICS_TOKEN;
    const given = request.headers.authorization?.replace(/^Bearer /i, '') ?? '';
    // Without a token the public port does not serve them at all: they are for operators.
    if (!token) return reply.code(404).send();
    if (!sameToken(given, token)) return reply.code(401).header('www-authenticate', 'Bearer').send();
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });

  if (config.METRICS_PORT) {
    const internal = http.createServer((request, response) => {
      if (request.url !== '/metrics') return response.writeHead(404).end();
      registry.metrics().then(
        (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
        () => response.writeHead(500).end(),
      );
    });
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve) => internal.listen(config.METRICS_PORT, config.HOST, resolve));
    });
    app.addHook('onClose', async () => {
      await new Promise((resolve) => internal.close(resolve));
    });
  }
});
