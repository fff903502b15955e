import type { AddressInfo } from 'node:net';
import type { TApp } from '@/server/app.ts';
import { openPostgres } from '@/server/db/client.ts';
import { buildInstance, createTestApp } from './app.ts';

/**
 * Two instances of the app on one database, as two processes behind a load balancer: the test's own
 * (`first`, reached by injection) and a `second` listening on a real socket at `secondUrl`. On PostgreSQL
 * the second has its own pool and LISTEN connections, so what one instance changes must reach the other as
 * it would in production.
 */
export const startTwoInstances = async (env: Record<string, string> = {}) => {
  const first = await createTestApp(env);
  const secondDatabase = first.databaseUrl ? await openPostgres(first.databaseUrl, 5) : null;
  const second: TApp = await buildInstance(first, secondDatabase ?? first.database, env);
  await second.listen({ port: 0, host: '127.0.0.1' });
  return {
    first,
    second,
    secondUrl: `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`,
    close: async () => {
      await second.close();
      await secondDatabase?.close();
      await first.close();
    },
  };
};

export type TTwoInstances = Awaited<ReturnType<typeof startTwoInstances>>;
