import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type TApp } from '@/server/app.ts';
import { loadConfig } from '@/server/config.ts';
import type { TDatabase } from '@/server/db/client.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../../test/factories.ts';
import { createHttpClient } from '../../../test/http-client.ts';
import { enqueueJob } from '../jobs/queue.ts';

type TSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string };

/** A local OTLP/HTTP collector: what the exporter posts to /v1/traces (OTLP's JSON encoding), span by span. */
const startCollector = async () => {
  const spans: TSpan[] = [];
  const paths: string[] = [];
  const server = http.createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    paths.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
    const message = JSON.parse(body) as {
      resourceSpans: { resource: unknown; scopeSpans: { spans: TSpan[] }[] }[];
    };
    for (const resource of message.resourceSpans)
      for (const scope of resource.scopeSpans) spans.push(...scope.spans);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    paths,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};

let collector: Awaited<ReturnType<typeof startCollector>>;
let database: TDatabase;
let app: TApp;
let baseUrl: string;
let uploadsDir: string;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  collector = await startCollector();
  database = await createTestDatabase();
  uploadsDir = await mkdtemp(join(tmpdir(), 'lonja-tracing-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    UPLOADS_DIR: uploadsDir,
    WEB_DIST_DIR: join(uploadsDir, 'no-web-build'),
    JOBS_POLL_MS: '0',
    LOT_CLOSER_MS: '0',
    NOTIFIER_MS: '0',
    SAVED_SEARCHES_MS: '0',
    STAFF_SECOND_FACTOR: 'off',
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_SERVICE_NAME: 'lonja-test',
  });
  const stream = { write: (line: string) => logLines.push(JSON.parse(line)) };
  app = await buildApp({ config, database, logger: { level: 'info', stream } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await collector.close();
  await database.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe('traces by OTLP', () => {
  it('exports a span per request with its database statements and jobs, and logs the bid with its trace id', async () => {
    const auction = await createAuction(database.db);
    const lot = await createLot(database.db, auction, { price: 10_000 });
    const user = await createUser(database.db, { passwordHash: await hashPassword('clave-del-pujador') });
    await createSubscription(database.db, auction, user);
    const client = createHttpClient(baseUrl);
    expect((await client.login(user.email, 'clave-del-pujador')).status).toBe(200);
    const bid = await client.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount: 10_000 } });
    expect(bid.status).toBe(200);
    // A caller's trace goes on through the server (W3C traceparent).
    const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    await fetch(`${baseUrl}/api/health`, {
      headers: { traceparent: `00-${callerTrace}-00f067aa0ba902b7-01` },
    });
    app.jobs.register('tracing-test', z.object({}), async () => {});
    await enqueueJob(database.db, 'tracing-test', {});
    await app.jobs.drain();
    await app.close(); // sends what is batched

    expect(collector.paths[0]).toMatch(/^POST \/v1\/traces application\/json/);
    const bidSpan = collector.spans.find((span) => span.name === 'POST /api/frontend/auth/lots/:lotId/bid');
    expect(bidSpan).toBeDefined();
    expect(collector.spans.find((span) => span.name === 'GET /api/health')?.traceId).toBe(callerTrace);
    expect(collector.spans.some((span) => span.name === 'job tracing-test')).toBe(true);
    if (database.kind === 'postgres') {
      // The bid's statement, child of its request: pg spans come from the PostgreSQL pool.
      const statement = collector.spans.find((span) => span.name === 'pg place_bids');
      expect(statement).toMatchObject({ traceId: bidSpan!.traceId, parentSpanId: bidSpan!.spanId });
    }
    const bidLine = logLines.find((line) => line.msg === 'bid accepted');
    expect(bidLine).toMatchObject({ traceId: bidSpan!.traceId, lotId: lot.id, result: 'leading' });
  });
});
