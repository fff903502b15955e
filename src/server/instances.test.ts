import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../test/app.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../test/factories.ts';
import { createHttpClient } from '../../test/http-client.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { openEventStream } from '../../test/sse.ts';

/**
 * WEB_CONCURRENCY: several instances sharing one port (instances.ts). PostgreSQL only: the real server
 * process, whose workers each reach the database on their own.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
let ctx: TTestContext & { databaseUrl?: string };

beforeAll(async () => {
  if (postgres) ctx = await createTestApp();
});
afterAll(() => ctx?.close());

/**
 * The primary's workers: its children running the server (not, say, the esbuild service tsx may start
 * beside them on a cold cache).
 */
const workersOf = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('src/server/main.ts'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));

describe.skipIf(!postgres)('instances on one port', () => {
  it('all deliver a bid live, a worker that dies is replaced, and SIGTERM closes them all', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    const user = await createUser(ctx.db, { passwordHash: await hashPassword('clave-del-pujador') });
    await createSubscription(ctx.db, auction, user);
    const server = await startServerProcess(ctx.databaseUrl!, { WEB_CONCURRENCY: '2' });
    try {
      const primary = server.process.pid!;
      await expect.poll(() => workersOf(primary).length, { timeout: 60_000 }).toBe(2);

      // Each stream is its own connection, handed to the workers in turn: both hold some.
      const live = `${server.url}/api/frontend/auctions/${auction.id}/live`;
      const streams = await Promise.all([0, 1, 2, 3].map(() => openEventStream(live)));
      const bidder = createHttpClient(server.url);
      await bidder.login(user.email, 'clave-del-pujador');
      const bid = await bidder.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount: 10_000 } });
      expect(bid.status).toBe(200);
      await Promise.all(
        streams.map((stream) => stream.waitFor((events) => events.some((event) => event.event === 'bid'))),
      );

      // A worker killed: another takes its place, and the port keeps answering meanwhile.
      const [doomed, survivor] = workersOf(primary);
      process.kill(doomed!, 'SIGKILL');
      await expect
        .poll(() => workersOf(primary).filter((pid) => pid !== doomed), { timeout: 60_000 })
        .toHaveLength(2);
      expect(workersOf(primary)).toContain(survivor);
      // (A client whose connection was the dead worker's sees it closed, and connects again.)
      const health = () =>
        fetch(`${server.url}/api/health`).then(
          (response) => response.status,
          () => 0,
        );
      await expect.poll(health, { timeout: 20_000 }).toBe(200);
      await Promise.all(streams.map((stream) => stream.close()));
    } finally {
      server.process.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  }, 180_000);

  it('refuses more than one instance on the embedded database, naming the setting', async () => {
    const { loadConfig } = await import('./config.ts');
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: más de una instancia necesita DATABASE_URL/,
    );
  });
});
