import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ data: z.object({ status: z.literal('ok'), time: z.iso.datetime() }) }) },
      },
    },
    async () => {
      await app.deps.database.db.execute(sql`select 1`);
      return { data: { status: 'ok' as const, time: new Date().toISOString() } };
    },
  );
};
