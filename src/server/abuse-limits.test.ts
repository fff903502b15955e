import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, createTestApp, type TTestContext } from '../../test/app.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../test/factories.ts';
import { createClient } from '../../test/http.ts';
import { hashPassword } from './lib/password.ts';

/** Hardening, items 1 and 6: who the client is, and clients that never finish their request. */
const contexts: TTestContext[] = [];
afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
});

/** Wrong passwords for different accounts, each from a "different" address the client wrote itself. */
const wrongLoginsWithRotatingAddresses = async (ctx: TTestContext, count: number) => {
  const statuses: number[] = [];
  for (let index = 0; index < count; index++) {
    const client = createClient(ctx.app);
    await client.get('/api/sanctum/csrf-cookie');
    const response = await client.request({
      method: 'POST',
      url: '/api/login',
      body: { email: `nadie.${index}@example.com`, password: 'no-es-la-clave', remember: false },
      headers: { 'x-forwarded-for': `203.0.113.${index % 250}` },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
};

describe('the client address behind proxies', () => {
  it('is the connection’s by default: rotating X-Forwarded-For does not dodge the per-IP login limit', async () => {
    const ctx = await createTestApp();
    contexts.push(ctx);
    const statuses = await wrongLoginsWithRotatingAddresses(ctx, 55);
    expect(statuses).toContain(429);
  });

  it('comes from X-Forwarded-For only when TRUST_PROXY says the proxy may tell', async () => {
    const ctx = await createTestApp({ TRUST_PROXY: 'true' });
    contexts.push(ctx);
    const statuses = await wrongLoginsWithRotatingAddresses(ctx, 55);
    expect(statuses).not.toContain(429);
  });
});

describe('a client that never finishes its request', () => {
  it('is cut after REQUEST_TIMEOUT_MS instead of holding a connection for ever', async () => {
    const ctx = await createListeningTestApp({ REQUEST_TIMEOUT_MS: '1000' });
    contexts.push(ctx);
    await createUser(ctx.db, { passwordHash: await hashPassword('clave-de-prueba') });
    const { port } = new URL(ctx.baseUrl);
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        // Promises 1,000 bytes and sends ten.
        socket.write(
          'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":"1234',
        );
      });
      socket.on('data', () => {});
      socket.on('close', () => resolve(Date.now() - started));
      socket.on('error', () => {});
      setTimeout(() => {
        socket.destroy();
        resolve(Number.POSITIVE_INFINITY);
      }, 10_000);
    });
    expect(closedAfter).toBeLessThan(8_000);
  });
});

describe('live streams from one address', () => {
  it('are capped at LIVE_STREAMS_PER_IP with a Spanish 429', async () => {
    const ctx = await createListeningTestApp({ LIVE_STREAMS_PER_IP: '3' });
    contexts.push(ctx);
    const auction = await createAuction(ctx.db);
    const controllers = Array.from({ length: 4 }, () => new AbortController());
    const answers = [];
    for (const controller of controllers) {
      answers.push(
        await fetch(`${ctx.baseUrl}/api/frontend/auctions/${auction.id}/live`, { signal: controller.signal }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect((await answers[3]!.json()).error.message).toMatch(/demasiadas páginas/);
    // One closes: a new one fits again.
    controllers[0]!.abort();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = new AbortController();
    expect(
      (await fetch(`${ctx.baseUrl}/api/frontend/auctions/${auction.id}/live`, { signal: again.signal }))
        .status,
    ).toBe(200);
    for (const controller of [...controllers, again]) controller.abort();
  });
});

describe('searches and bids from one client', () => {
  it('are limited per address and per bidder, with a Spanish 429; the server renderer is not counted', async () => {
    const ctx = await createTestApp({ SEARCH_LIMIT_PER_MINUTE: '3', BID_LIMIT_PER_10S: '2' });
    contexts.push(ctx);
    const searches = [];
    for (let index = 0; index < 4; index++)
      searches.push(
        (await ctx.app.inject({ method: 'GET', url: '/api/frontend/search?q=torno' })).statusCode,
      );
    expect(searches).toEqual([200, 200, 200, 429]);
    const rendered = await ctx.app.inject({
      method: 'GET',
      url: '/api/frontend/search?q=torno',
      headers: { 'x-lonja-internal': ctx.app.internalToken },
    });
    expect(rendered.statusCode).toBe(200);

    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    const user = await createUser(ctx.db, { passwordHash: await hashPassword('clave-de-prueba') });
    await createSubscription(ctx.db, auction, user);
    const bidder = createClient(ctx.app);
    await bidder.login(user.email, 'clave-de-prueba');
    const bids = [];
    // The second raises the leader’s maximum: any amount at least the minimum.
    for (const amount of [10_000, 50_000, 90_000]) {
      bids.push(await bidder.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount } }));
    }
    expect(bids.map((bid) => bid.statusCode)).toEqual([200, 200, 429]);
    expect(bids[2]!.json().error.message).toMatch(/Demasiadas peticiones/);
    expect(Number(bids[2]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
