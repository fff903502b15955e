import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../test/app.ts';
import { createAuction, createLot } from '../../../test/factories.ts';
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
});
