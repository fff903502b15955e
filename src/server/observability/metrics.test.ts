import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '@/server/jobs/queue.ts';
import { closeDueLots } from '@/server/modules/lots/close-lots.ts';
import { createListeningTestApp, type TTestContext } from '../../../test/app.ts';
import { createAuction, createLot } from '../../../test/factories.ts';
import { createBidderClients } from '../../../test/http.ts';
import { freePort } from '../../../test/server-process.ts';
import { openEventStream } from '../../../test/sse.ts';

const token = 'un-token-de-metricas-largo';
let ctx: TTestContext & { baseUrl: string };
let metricsPort: number;

beforeAll(async () => {
  metricsPort = await freePort();
  ctx = await createListeningTestApp({ METRICS_TOKEN: token, METRICS_PORT: String(metricsPort) });
});
afterAll(() => ctx.close());

const scrape = async () => {
  const response = await fetch(`${ctx.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
};
/** The value of one series, 0 when it has not appeared yet. */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('GET /metrics', () => {
  it('answers only with the token on the public port, and without one on METRICS_PORT', async () => {
    expect((await fetch(`${ctx.baseUrl}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${ctx.baseUrl}/metrics`, {
      headers: { authorization: 'Bearer otro-token-cualquiera' },
    });
    expect(wrong.status).toBe(401);
    const internal = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(internal.status).toBe(200);
    expect(await internal.text()).toContain('lonja_http_request_duration_seconds');
  });

  it('counts requests by route and status, bids by outcome, place_bid, jobs, live clients and fan-out, closing lag', async () => {
    const before = await scrape();
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    const [first, second] = await createBidderClients(ctx, auction, 2);
    const stream = await openEventStream(`${ctx.baseUrl}/api/frontend/auctions/${auction.id}/live`);
    const bidRoute = 'route="/api/frontend/auth/lots/:lotId/bid"';

    expect(
      (await first!.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount: 10_000 } })).statusCode,
    ).toBe(200);
    expect(
      (await second!.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount: 10_000 } })).statusCode,
    ).toBe(409);
    await stream.waitFor((events) => events.length > 0);
    // A job nobody handles fails, and waits in the outbox for its retry.
    await enqueueJob(ctx.db, 'metrics-test-unknown', {});
    await ctx.app.jobs.drain();
    await enqueueJob(ctx.db, 'metrics-test-unknown', {});
    // A lot that ended a second ago, closed now.
    const ended = await createLot(ctx.db, auction, { endDate: new Date(Date.now() - 1_000) });
    expect(await closeDueLots({ db: ctx.db })).toContain(ended.id);

    const after = await scrape();
    const grew = (series: string) => seriesValue(after, series) - seriesValue(before, series);
    expect(grew(`lonja_http_request_duration_seconds_count{method="POST",${bidRoute},status="200"}`)).toBe(1);
    expect(grew(`lonja_http_request_duration_seconds_count{method="POST",${bidRoute},status="409"}`)).toBe(1);
    expect(grew('lonja_bids_total{outcome="accepted",reason="leading"}')).toBe(1);
    expect(grew('lonja_bids_total{outcome="refused",reason="conflict"}')).toBe(1);
    // The second was refused from memory, below the minimum the first left: no statement for it.
    expect(grew('lonja_place_bid_duration_seconds_count')).toBe(1);
    expect(grew('lonja_jobs_run_total{kind="metrics-test-unknown",outcome="failed"}')).toBe(1);
    expect(seriesValue(after, 'lonja_jobs_queued')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(after, 'lonja_live_clients')).toBe(1);
    expect(grew('lonja_live_fanout_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(grew('lonja_lot_closing_lag_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(after).toContain('lonja_db_pool_connections{state="waiting"}');
    expect(after).toContain('lonja_process_cpu_seconds_total');
    await stream.close();
  });
});
