import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionLimits, loadConfig } from '@/server/config.ts';
import { openPostgres, type TDatabase } from '@/server/db/client.ts';
import { registry } from '@/server/observability/metrics.ts';
import { buildInstance, createTestApp, type TTestContext } from '../../../test/app.ts';
import { createRelay, targetOf, throughRelay } from '../../../test/relay.ts';

/**
 * An instance whose database stops answering (every packet dropped, nothing reset: a partition) says so
 * within DB_PROBE_MS + DB_PROBE_TIMEOUT_MS and then answers 503 at once, and serves again once the
 * database answers. PostgreSQL only; src/server/faults/across-hosts.test.ts does the same with real links.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
let owner: TTestContext & { databaseUrl?: string };
let relay: Awaited<ReturnType<typeof createRelay>>;
let database: TDatabase;
let instance: Awaited<ReturnType<typeof buildInstance>>;

beforeAll(async () => {
  if (!postgres) return;
  owner = await createTestApp();
  relay = await createRelay(targetOf(owner.databaseUrl!));
  const env = { DB_PROBE_MS: '200', DB_PROBE_TIMEOUT_MS: '500', DB_STATEMENT_TIMEOUT_MS: '1000' };
  database = await openPostgres(
    throughRelay(owner.databaseUrl!, relay.port),
    2,
    connectionLimits(loadConfig({ ...env, DB_CONNECT_TIMEOUT_MS: '500' })),
  );
  instance = await buildInstance(owner, database, env);
});
afterAll(async () => {
  // A failed test's held connections end, so that closing waits on none; the pool sees them go first.
  relay?.cut();
  relay?.restore();
  await new Promise((resolve) => setTimeout(resolve, 200));
  await instance?.close();
  await database?.close().catch(() => {});
  await relay?.close();
  await owner?.close();
});

const timed = async (url: string) => {
  const started = performance.now();
  const response = await instance.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), ms: performance.now() - started };
};

describe.skipIf(!postgres)('a database out of reach', () => {
  it('answers 503 at once while the database does not answer, and serves again when it does', async () => {
    expect((await timed('/api/ready')).status).toBe(200);
    relay.blackhole();
    const cutAt = performance.now();
    await expect.poll(() => instance.databaseReachable(), { timeout: 5_000, interval: 20 }).toBe(false);
    // DB_PROBE_MS + DB_PROBE_TIMEOUT_MS, with room for a busy machine.
    expect(performance.now() - cutAt).toBeLessThan(2_000);
    const ready = await timed('/api/ready');
    expect(ready.body).toEqual({ data: { status: 'not-ready', database: false, migrations: false } });
    expect(ready.ms).toBeLessThan(100);
    expect(await registry.getSingleMetricAsString('lonja_db_unreachable')).toMatch(
      /^lonja_db_unreachable 1$/m,
    );
    const list = await timed('/api/health');
    expect(list.status).toBe(503);
    expect(list.body.error.code).toBe('DATABASE_UNAVAILABLE');
    expect(list.ms).toBeLessThan(100);

    relay.cut();
    relay.restore();
    await expect.poll(async () => (await timed('/api/ready')).status, { timeout: 10_000 }).toBe(200);
    expect((await timed('/api/health')).status).toBe(200);
    expect(await registry.getSingleMetricAsString('lonja_db_unreachable')).toMatch(
      /^lonja_db_unreachable 0$/m,
    );
  });
});
