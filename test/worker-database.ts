import { testServers } from './database-url.ts';

/**
 * Each test worker's PostgreSQL server. TEST_DATABASE_URL may name several servers, separated by spaces:
 * Vitest then runs one worker per server (vite.config.ts) and this file, loaded first in every worker,
 * leaves each worker its own. On one server two files at once would hold each other's live events back
 * (docs/testing.md); on two servers they run side by side.
 */
const servers = testServers();
if (servers.length > 1) {
  const worker = Number(process.env.VITEST_POOL_ID ?? 1) - 1;
  process.env.TEST_DATABASE_URL = servers[worker % servers.length];
}

/**
 * A deprecation fails the run (Node throws it as an uncaught error, which Vitest reports with the file it
 * came from) instead of printing one line for the whole run: pg's "client.query() while the client is
 * already executing a query" (several reads at once in a transaction, which pg@9 refuses:
 * db/read-together.ts) went unseen that way.
 */
process.throwDeprecation = true;
