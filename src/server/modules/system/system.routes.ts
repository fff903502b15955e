import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponseSchema } from '@/common/schemas/system.ts';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
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
};
