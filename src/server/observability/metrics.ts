import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (docs/operations.md, "Metrics"), one registry per process as Prometheus
 * scrapes processes. Code that counts imports the metric and counts: an observe or an increment is a few
 * hundred nanoseconds and never awaits, so the bid path can afford it. Figures that belong to an app
 * instance (its pool, its live clients, its outbox) are read at scrape time from the sources each instance
 * registers while it runs (`addMetricSource`); tests build several instances in one process.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'lonja_' });

type TSource = {
  poolTotal?: () => number;
  poolIdle?: () => number;
  poolWaiting?: () => number;
  liveClients?: () => number;
  databaseUnreachable?: () => number;
  jobsQueued?: () => Promise<number>;
};
const sources = new Set<TSource>();
/** Adds an instance's figures to every scrape until the returned function removes them. */
export const addMetricSource = (source: TSource) => {
  sources.add(source);
  return () => void sources.delete(source);
};
const sum = (read: (source: TSource) => number | undefined) =>
  [...sources].reduce((total, source) => total + (read(source) ?? 0), 0);

const seconds = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: 'lonja_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status, with the time to answer them',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: seconds,
  registers: [registry],
});

export const bidsTotal = new Counter({
  name: 'lonja_bids_total',
  help: 'Bids answered: accepted (result: leading, outbid, max-raised…) or refused (reason: the error code; conflict = below the minimum)',
  labelNames: ['outcome', 'reason'] as const,
  registers: [registry],
});

export const placeBidDuration = new Histogram({
  name: 'lonja_place_bid_duration_seconds',
  help: 'A bid placed by place_bids_and_announce, from Node: its wait for a turn and the statement it went in',
  buckets: seconds,
  registers: [registry],
});

export const poolWaitDuration = new Histogram({
  name: 'lonja_db_pool_wait_seconds',
  help: 'Time a statement waited for a pooled PostgreSQL connection',
  buckets: [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
  registers: [registry],
});

new Gauge({
  name: 'lonja_db_pool_connections',
  help: 'PostgreSQL connections in the pools: all of them, idle ones, and callers waiting for one',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.set(
      { state: 'total' },
      sum((source) => source.poolTotal?.()),
    );
    this.set(
      { state: 'idle' },
      sum((source) => source.poolIdle?.()),
    );
    this.set(
      { state: 'waiting' },
      sum((source) => source.poolWaiting?.()),
    );
  },
});

new Gauge({
  name: 'lonja_db_unreachable',
  help: 'Instances of this process whose last database probe went unanswered (plugins/database-watch.ts): 1 while they answer 503',
  registers: [registry],
  collect() {
    this.set(sum((source) => source.databaseUnreachable?.()));
  },
});

new Gauge({
  name: 'lonja_jobs_queued',
  help: 'Jobs in the outbox due and not done (all instances share it)',
  registers: [registry],
  async collect() {
    const first = [...sources].find((source) => source.jobsQueued);
    this.set(first?.jobsQueued ? await first.jobsQueued().catch(() => Number.NaN) : 0);
  },
});

export const jobsRun = new Counter({
  name: 'lonja_jobs_run_total',
  help: 'Jobs run by this process, by kind and outcome (done, failed: retried later or parked)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

new Gauge({
  name: 'lonja_live_clients',
  help: 'Live streams (Server-Sent Events) open on this process',
  registers: [registry],
  collect() {
    this.set(sum((source) => source.liveClients?.()));
  },
});

export const liveFanoutDuration = new Histogram({
  name: 'lonja_live_fanout_seconds',
  help: 'One pass of the live hub handing new events to every client that awaits them',
  buckets: seconds,
  registers: [registry],
});

export const lotClosingLag = new Histogram({
  name: 'lonja_lot_closing_lag_seconds',
  help: 'How long after its end a lot was closed',
  buckets: [0.1, 0.25, 0.5, 1, 1.5, 2, 3, 5, 10, 30, 60],
  registers: [registry],
});
