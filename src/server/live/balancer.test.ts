import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/lib/password.ts';
import { createBalancer } from '../../../scripts/balancer.ts';
import { createListeningTestApp, type TTestContext } from '../../../test/app.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../../test/factories.ts';
import { createClient } from '../../../test/http.ts';
import { openEventStream } from '../../../test/sse.ts';

/** The balancer of `npm run start:cluster` (scripts/balancer.ts), on a free local port. */
const listen = async (server: http.Server) => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
};
const opened: http.Server[] = [];
const startBalancer = async (ports: number[]) => {
  const balancer = createBalancer(ports);
  opened.push(balancer);
  return `http://127.0.0.1:${await listen(balancer)}`;
};
/** A stand-in instance that says who it is and what it was sent. */
const startEcho = async (name: string) => {
  const server = http.createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        name,
        method: request.method,
        body,
        forwardedFor: request.headers['x-forwarded-for'],
      }),
    );
  });
  opened.push(server);
  return listen(server);
};
/** A port nothing listens on: an instance that is down. */
const deadPort = async () => {
  const server = http.createServer();
  const port = await listen(server);
  server.close();
  await once(server, 'close');
  return port;
};

let ctx: TTestContext;
let appPort: number;

beforeAll(async () => {
  const listening = await createListeningTestApp();
  ctx = listening;
  appPort = Number(new URL(listening.baseUrl).port);
});
afterAll(async () => {
  for (const server of opened) server.closeAllConnections();
  await Promise.all(opened.map((server) => new Promise((resolve) => server.close(resolve))));
  await ctx.close();
});

describe('the start:cluster balancer', () => {
  it('takes turns over the instances, skips one that is down, and forwards bodies', async () => {
    const [a, b, dead] = await Promise.all([startEcho('a'), startEcho('b'), deadPort()]);
    const base = await startBalancer([a, dead, b]);
    const names: string[] = [];
    for (let i = 0; i < 4; i++) names.push((await (await fetch(`${base}/api/health`)).json()).name);
    // The refused GET went on to the next instance, and the refusing one is then left out.
    expect(names).toEqual(['a', 'b', 'a', 'b']);

    const posted = await fetch(`${base}/api/login`, { method: 'POST', body: '{"email":"ana@example.com"}' });
    expect(await posted.json()).toEqual({
      name: 'a',
      method: 'POST',
      body: '{"email":"ana@example.com"}',
      forwardedFor: '127.0.0.1',
    });
  });

  it('never replays a POST, and answers 502 when no instance does', async () => {
    const base = await startBalancer([await deadPort()]);
    const response = await fetch(`${base}/api/frontend/auth/lots/1/bid`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(502);
    expect((await response.json()).error.message).toMatch(/Ninguna instancia/);
  });

  it('passes a live stream through unbuffered and closes it upstream when the client goes', async () => {
    const base = await startBalancer([appPort]);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    const user = await createUser(ctx.db, { passwordHash: await hashPassword('clave-del-pujador') });
    await createSubscription(ctx.db, auction, user);
    const bidder = createClient(ctx.app);
    await bidder.login(user.email, 'clave-del-pujador');

    const stream = await openEventStream(`${base}/api/frontend/auctions/${auction.id}/live`);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    expect(ctx.app.live.clientCount()).toBe(1);
    await bidder.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount: 10_000 } });
    // The stream is still open: the event arrives only if the balancer does not hold it back.
    await stream.waitFor((events) => events.length === 1);
    expect(stream.events[0]).toMatchObject({ event: 'bid', data: { lotId: lot.id, amount: 10_000 } });

    await stream.close();
    for (let i = 0; i < 250 && ctx.app.live.clientCount() > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ctx.app.live.clientCount()).toBe(0);
  });
});
