import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../test/app.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../../test/factories.ts';
import { createHttpClient } from '../../../test/http-client.ts';
import { startServerProcess } from '../../../test/server-process.ts';

/**
 * Graceful shutdown (issue #7): on SIGTERM the server stops taking requests, finishes the ones it has,
 * ends live streams cleanly (clients reconnect elsewhere), stops its jobs and exits 0 — never a 500 from a
 * database pool closed under a running request. PostgreSQL only: it runs the real server process.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
let ctx: TTestContext & { databaseUrl?: string };
let auctionId: number;

beforeAll(async () => {
  if (!postgres) return;
  ctx = await createTestApp();
  const auction = await createAuction(ctx.db);
  await Promise.all(Array.from({ length: 30 }, () => createLot(ctx.db, auction)));
  auctionId = auction.id;
});
afterAll(() => ctx?.close());

describe.skipIf(!postgres)('graceful shutdown', () => {
  it('drains requests under load, ends live streams and exits 0 on SIGTERM', async () => {
    const server = await startServerProcess(ctx.databaseUrl!);
    const stream = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${server.url}/api/frontend/auctions/${auctionId}/live`, resolve),
    );
    const streamEnded = new Promise((resolve) => stream.on('end', resolve).resume());

    // Eight clients asking for the auction back to back, as a busy evening would.
    const statuses: number[] = [];
    let running = true;
    const clients = Array.from({ length: 8 }, async () => {
      while (running) {
        const status = await fetch(`${server.url}/api/frontend/auctions/${auctionId}`).then(
          async (response) => {
            await response.arrayBuffer();
            return response.status;
          },
          () => 0, // refused: the server has stopped listening, which is what it should do
        );
        statuses.push(status);
        if (status === 0) return;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    running = false;
    await Promise.all(clients);
    await streamEnded;

    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    // Answered, turned away while closing (503), or refused once closed — never an error of its own.
    expect(statuses.filter((status) => ![200, 503, 0].includes(status))).toEqual([]);
  }, 90_000);

  it('says it is draining, keeps bidding through the delay, tells live clients to reconnect, loses no accepted bid', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    const password = 'clave-del-pujador';
    const passwordHash = await hashPassword(password);
    const users = await Promise.all(
      Array.from({ length: 7 }, async () => {
        const user = await createUser(ctx.db, { passwordHash });
        await createSubscription(ctx.db, auction, user);
        return user;
      }),
    );
    const server = await startServerProcess(ctx.databaseUrl!, { SHUTDOWN_DELAY_MS: '1500' });
    const [late, ...clients] = await Promise.all(
      users.map(async (user) => {
        const client = createHttpClient(server.url);
        expect((await client.login(user.email, password)).status).toBe(200);
        return client;
      }),
    );
    const stream = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${server.url}/api/frontend/auctions/${auction.id}/live`, resolve),
    );
    let streamText = '';
    const streamEnded = new Promise((resolve) =>
      stream.on('data', (chunk) => (streamText += chunk)).on('end', resolve),
    );

    const acceptedAmounts: number[] = [];
    const statuses: number[] = [];
    const storm = clients.map(async (client, index) => {
      for (let round = 0; ; round++) {
        const amount = 10_000 + (round * clients.length + index) * 1_000;
        const response = await client.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount } });
        statuses.push(response.status);
        if (response.status === 0 || response.status === 503) return;
        if (response.status === 200) {
          acceptedAmounts.push(response.json().data.lot.maxBid);
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    server.process.kill('SIGTERM');
    // A bidder who was not in the storm (so no per-client limit holds them back) bids after the signal,
    // well above the storm: the instance still takes it while the load balancer learns it is draining.
    const lateBid = await late!.post(`/api/frontend/auth/lots/${lot.id}/bid`, {
      bid: { amount: 90_000_000 },
    });
    expect(lateBid.status).toBe(200);
    acceptedAmounts.push(lateBid.json().data.lot.maxBid);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const readiness = await fetch(`${server.url}/api/ready`);
    expect(readiness.status).toBe(503);
    expect((await readiness.json()).data.status).toBe('draining');

    expect(await server.exited).toBe(0);
    await Promise.all(storm);
    await streamEnded;

    // Then turned away, never an error. A client bidding in a tight loop also meets the per-client bid
    // limit (429) on a fast machine, which may leave the storm itself nothing accepted after the signal.
    expect(statuses.filter((status) => ![200, 409, 422, 429, 503, 0].includes(status))).toEqual([]);
    expect(streamText).toContain('retry: 250');
    const stored = new Set(
      (await ctx.db.select({ amount: bids.amount }).from(bids).where(eq(bids.lotId, lot.id))).map(
        (bid) => bid.amount,
      ),
    );
    expect(acceptedAmounts.filter((amount) => !stored.has(amount))).toEqual([]);
  }, 90_000);
});
