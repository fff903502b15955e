/**
 * The load generator of `npm run bench:bids`, in its own process so its work is not the server's: each
 * simulated bidder has its own session and keep-alive connection and learns the minimum of a lot only from
 * its own answers (200 → the lot's new minimum, 409 → the minimum it was told); a bidder who leads waits
 * 5 ms before looking again, as one watching the lot would. Closed loop (every bidder
 * bids again as soon as answered) to find the maximum, or open loop at a fixed arrival rate to measure
 * latency without hiding queueing (a late request's time counts from when it was due).
 *
 * Started with fork(); gets its task as a message and answers with its counts and latencies.
 */
import { Pool } from 'undici';

export type TLoadTask = {
  /** One per app instance; bidder i is sent to instance i mod n, as a sticky balancer would. */
  baseUrls: string[];
  sessions: { cookie: string; csrf: string }[];
  lotIds: number[];
  startingMinimum: number;
  /**
   * exact: the amount last heard of; next-minimum: that, or the minimum at the lock up to 10 × it;
   * health: GET /api/health instead of a bid, the HTTP ceiling of the same process and connections.
   */
  mode: 'exact' | 'next-minimum' | 'health';
  seconds: number;
  /** Open loop at this many requests per second in all; closed loop when absent. */
  rate?: number;
};

export type TLoadResult = {
  requests: number;
  accepted: number;
  stale: number;
  other: number;
  seconds: number;
  latenciesMs: number[];
  /** The load generator's own CPU seconds over the run. */
  cpuSeconds: number;
};

const run = async (task: TLoadTask): Promise<TLoadResult> => {
  const pools = task.baseUrls.map(
    (baseUrl) =>
      new Pool(new URL(baseUrl).origin, {
        connections: Math.ceil(task.sessions.length / task.baseUrls.length),
        pipelining: 1,
      }),
  );
  // Each bidder's own knowledge: what their own answers told them of each lot's minimum.
  const known = task.sessions.map(() => new Map<number, number>());
  const result: TLoadResult = {
    requests: 0,
    accepted: 0,
    stale: 0,
    other: 0,
    seconds: 0,
    latenciesMs: [],
    cpuSeconds: 0,
  };
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + task.seconds * 1000;
  const pickLot = () => task.lotIds[Math.floor(Math.random() * task.lotIds.length)]!;

  const pool = (bidder: number) => pools[bidder % pools.length]!;
  const health = async (bidder: number, since: number) => {
    const response = await pool(bidder).request({ method: 'GET', path: '/api/health' });
    await response.body.dump();
    result.latenciesMs.push(performance.now() - since);
    result.requests++;
    if (response.statusCode === 200) result.accepted++;
    else result.other++;
    return false;
  };

  const bid = async (bidder: number, since: number) => {
    if (task.mode === 'health') return health(bidder, since);
    const session = task.sessions[bidder]!;
    const lotId = pickLot();
    const minimums = known[bidder]!;
    const amount = minimums.get(lotId) ?? task.startingMinimum;
    const body =
      task.mode === 'exact' ? { amount } : { amount, upToAmount: Math.min(amount * 10, 2 ** 31 - 1) };
    const response = await pool(bidder).request({
      method: 'POST',
      path: `/api/frontend/auth/lots/${lotId}/bid`,
      headers: { cookie: session.cookie, 'x-xsrf-token': session.csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ bid: body }),
    });
    const answer = (await response.body.json()) as {
      data?: { result: string; lot: { minimumBid: number; leads: boolean } };
      error?: { minimum?: number };
    };
    result.latenciesMs.push(performance.now() - since);
    result.requests++;
    if (
      response.statusCode === 200 &&
      (answer.data?.result === 'leading' || answer.data?.result === 'outbid')
    ) {
      result.accepted++;
      minimums.set(lotId, Math.max(minimums.get(lotId) ?? 0, answer.data.lot.minimumBid));
    } else if (response.statusCode === 409 && answer.error?.minimum) {
      result.stale++;
      minimums.set(lotId, Math.max(minimums.get(lotId) ?? 0, answer.error.minimum));
    } else result.other++;
    return answer.data?.lot.leads === true;
  };

  const bidders = task.sessions.map(async (_, bidder) => {
    if (task.rate === undefined) {
      while (performance.now() < deadline) {
        // A bidder who leads has nothing to bid: they look again shortly, as one watching the lot would.
        if (await bid(bidder, performance.now())) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return;
    }
    // Each bidder's share of the arrivals, evenly spaced and staggered between bidders.
    const every = (1000 * task.sessions.length) / task.rate;
    let due = started + (every * bidder) / task.sessions.length;
    while (due < deadline) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await bid(bidder, due);
      due += every;
    }
  });
  await Promise.all(bidders);
  result.seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  result.cpuSeconds = (cpu.user + cpu.system) / 1e6;
  await Promise.all(pools.map((pool) => pool.close()));
  return result;
};

process.once('message', (task: TLoadTask) => {
  run(task).then(
    (result) => process.send!(result, () => process.exit(0)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
});
