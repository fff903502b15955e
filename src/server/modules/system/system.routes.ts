import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponseSchema, ZReadyResponseSchema } from '@/common/schemas/system.ts';
import { checkReadiness } from './readiness.ts';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: ZHealthResponseSchema },
      },
    },
    async () => {
      await app.deps.database.db.execute(sql`select 1`);
      return { data: { status: 'ok' as const, time: new Date().toISOString() } };
    },
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: database reachable, migrations current, not shutting down',
        response: { 200: ZReadyResponseSchema, 503: ZReadyResponseSchema },
      },
    },
    async (_request, reply) => {
      // A database known to be out of reach is not asked again: the answer is at once (plugins/database-watch.ts).
      const { database, migrations } = app.databaseReachable()
        ? await checkReadiness({ db: app.deps.database.db, timeoutMs: app.deps.config.DB_PROBE_TIMEOUT_MS })
        : { database: false, migrations: false };
      const status = app.isDraining() ? 'draining' : database && migrations ? 'ready' : 'not-ready';
      return reply
        .code(status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ data: { status, database, migrations } });
    },
  );
};
