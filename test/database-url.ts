/** The same server URL pointing at another database. */
export const withDatabase = (serverUrl: string, database: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/**
 * The PostgreSQL servers the tests run on: TEST_DATABASE_URL, which may name several separated by spaces
 * (one test worker each, test/worker-database.ts); none on embedded PGlite.
 */
export const testServers = (): string[] => (process.env.TEST_DATABASE_URL ?? '').split(/\s+/).filter(Boolean);
