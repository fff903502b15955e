import { asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { auctionEvents, bids } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createAuction, createLot, createSubscription, createUser } from './factories.ts';
import { openEventStream, type TSseEvent } from './sse.ts';

/**
 * Clients of several instances as they are behind a load balancer, for tests that take instances away (a
 * cut link, a rolling deploy): a request that gets no answer in time, is refused, or answers 503 is sent to
 * the next instance, as the balancer (or the browser, retrying) would; a live stream that ends or falls
 * silent for longer than a few heartbeats is opened again on the next instance with Last-Event-ID, as a
 * proxy with `proxy_read_timeout` and the browser's EventSource do together.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type TAnswer = { status: number; json: () => unknown; host: number; attempts: number; ms: number };

/** One person's session, valid on every instance (sessions are rows in the database). */
export const createBalancedClient = (urls: string[], options: { home: number; timeoutMs: number }) => {
  const cookies = new Map<string, string>();
  /** One attempt on one instance: status 0 when it did not answer (refused, reset, or not in time). */
  const once = async (host: number, method: 'GET' | 'POST', path: string, body?: unknown) => {
    const xsrf = cookies.get('XSRF-TOKEN');
    try {
      const response = await fetch(`${urls[host]}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookies.size
            ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
            : {}),
          ...(xsrf && method !== 'GET' ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      for (const header of response.headers.getSetCookie()) {
        const [pair] = header.split(';');
        const [name, ...value] = pair!.split('=');
        cookies.set(name!.trim(), value.join('='));
      }
      const text = await response.text();
      return { status: response.status, json: () => JSON.parse(text) as unknown };
    } catch {
      return { status: 0, json: () => null };
    }
  };
  /** Every instance in turn from the home one, round after round, until one answers or `giveUpMs` passes. */
  const request = async (
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    giveUpMs = 60_000,
  ): Promise<TAnswer> => {
    const started = Date.now();
    for (let attempt = 0; ; attempt++) {
      const host = (options.home + attempt) % urls.length;
      const answer = await once(host, method, path, body);
      const unanswered = answer.status === 0 || answer.status === 503;
      if (!unanswered || Date.now() - started > giveUpMs)
        return { ...answer, host, attempts: attempt + 1, ms: Date.now() - started };
      // A whole round refused: the balancer has nowhere to send it yet; a moment, then again.
      if ((attempt + 1) % urls.length === 0) await sleep(200);
    }
  };
  return {
    once,
    request,
    login: async (email: string, password: string) => {
      await request('GET', '/api/sanctum/csrf-cookie');
      return request('POST', '/api/login', { email, password, remember: false });
    },
  };
};

export type TAcknowledgedBid = { lotId: number; amount: number; host: number };

/**
 * Bidders bidding the minimum on the lots without pause until stopped, each from its own home instance and
 * retrying elsewhere as above. Every bid answered 200 is acknowledged: it must be in the database at the end.
 */
export const startBidStorm = (
  bidders: ReturnType<typeof createBalancedClient>[],
  lots: { id: number; price: number }[],
  /** Each bidder's pause between bids: a storm that leaves the machine's cores to starting instances. */
  pauseMs = 0,
) => {
  let running = true;
  const acknowledged: TAcknowledgedBid[] = [];
  const answers: TAnswer[] = [];
  const minimum = new Map(lots.map((lot) => [lot.id, lot.price]));
  const done = Promise.all(
    bidders.map(async (bidder, index) => {
      for (let round = 0; running; round++) {
        const lotId = lots[(index + round) % lots.length]!.id;
        const amount = minimum.get(lotId)!;
        const answer = await bidder.request('POST', `/api/frontend/auth/lots/${lotId}/bid`, {
          bid: { amount },
        });
        answers.push(answer);
        const body = answer.json() as {
          data?: { lot: { maxBid: number; minimumBid: number } };
          error?: { minimum?: number };
        } | null;
        if (answer.status === 200 && body?.data) {
          acknowledged.push({ lotId, amount: body.data.lot.maxBid, host: answer.host });
          minimum.set(lotId, Math.max(minimum.get(lotId)!, body.data.lot.minimumBid));
        } else if (answer.status === 409 && body?.error?.minimum) {
          minimum.set(lotId, Math.max(minimum.get(lotId)!, body.error.minimum));
        } else if (answer.status !== 409) {
          await sleep(100);
        }
        if (pauseMs) await sleep(pauseMs);
      }
    }),
  );
  return {
    acknowledged,
    answers,
    /** Acknowledged bids so far through each instance. */
    countBy: (host: number) => acknowledged.filter((bid) => bid.host === host).length,
    stop: async () => {
      running = false;
      await done;
    },
  };
};

/**
 * A live page's stream that follows the site across instances: opened on `home`; when it ends (an instance
 * draining says `retry: 250`) or is silent for `silenceMs` (a host cut off: nothing arrives, not even the
 * heartbeat), opened again on the next instance with the last event's id. `events()` is everything received,
 * in order, across every connection.
 */
export const followLive = (urls: string[], path: string, options: { home: number; silenceMs: number }) => {
  const received: TSseEvent[] = [];
  const moves: { from: number; to: number; reason: 'ended' | 'silent' }[] = [];
  let current = options.home;
  let stopped = false;
  let stream: Awaited<ReturnType<typeof openEventStream>> | null = null;
  let resolveOpened = () => {};
  const opened = new Promise<void>((resolve) => (resolveOpened = resolve));
  const loop = (async () => {
    while (!stopped) {
      const lastId = received.at(-1)?.id;
      try {
        stream = await openEventStream(
          `${urls[current]}${path}`,
          lastId === undefined ? {} : { 'last-event-id': String(lastId) },
        );
      } catch {
        stream = null;
      }
      if (stream) {
        resolveOpened();
        const open = stream;
        let reason: 'ended' | 'silent' = 'ended';
        let seen = 0;
        while (!stopped) {
          // Take events as they come: an ended stream's last ones must not be lost.
          received.push(...open.events.slice(seen));
          seen = open.events.length;
          const ended = await Promise.race([open.ended.then(() => true), sleep(100).then(() => false)]);
          if (ended) break;
          if (Date.now() - open.lastRead() > options.silenceMs) {
            reason = 'silent';
            break;
          }
        }
        received.push(...open.events.slice(seen));
        // Aborting a stream cut off the network returns at once: nothing is waited for from that host.
        await open.close();
        if (stopped) return;
        const next = (current + 1) % urls.length;
        moves.push({ from: current, to: next, reason });
        current = next;
      } else {
        current = (current + 1) % urls.length;
      }
      await sleep(250); // the retry the server asks for when it drains
    }
  })();
  return {
    /** Resolves once the first stream is open. */
    opened,
    events: () => received,
    moves,
    /** The instance it is reading from now. */
    host: () => current,
    stop: async () => {
      stopped = true;
      await stream?.close();
      await loop;
    },
  };
};

/** An auction with `lots` lots at 100 € and `bidders` people subscribed and accepted, who share a password. */
export const createStormFixture = async (db: TDb, counts: { lots: number; bidders: number }) => {
  const password = 'clave-del-pujador';
  const passwordHash = await hashPassword(password);
  const auction = await createAuction(db);
  const lots = await Promise.all(
    Array.from({ length: counts.lots }, (_, index) =>
      createLot(db, auction, { price: 10_000, order: index + 1 }),
    ),
  );
  const users = await Promise.all(
    Array.from({ length: counts.bidders }, async () => {
      const user = await createUser(db, { passwordHash });
      await createSubscription(db, auction, user);
      return user;
    }),
  );
  return { auction, lots, users, password };
};

/**
 * The fixture's bidders signed in, each with a home instance (alternately), and four live pages following its
 * auction, two from each home, once every stream is open.
 */
export const joinStorm = async (
  urls: string[],
  { auction, users, password }: Awaited<ReturnType<typeof createStormFixture>>,
  { timeoutMs, silenceMs }: { timeoutMs: number; silenceMs: number },
) => {
  const bidders = await Promise.all(
    users.map(async (user, index) => {
      const client = createBalancedClient(urls, { home: index % 2, timeoutMs });
      const answer = await client.login(user.email, password);
      if (answer.status !== 200) throw new Error(`${user.email} could not sign in: ${answer.status}`);
      return client;
    }),
  );
  const live = `/api/frontend/auctions/${auction.id}/live`;
  const followers = [0, 1, 0, 1].map((home) => followLive(urls, live, { home, silenceMs }));
  await Promise.all(followers.map((follower) => follower.opened));
  return { bidders, followers };
};

/** Whether every acknowledged bid is stored: the ones that are not (empty when nothing was lost). */
export const missingBids = async (db: TDb, acknowledged: TAcknowledgedBid[]) => {
  const lotIds = [...new Set(acknowledged.map((bid) => bid.lotId))];
  if (lotIds.length === 0) return [];
  const stored = new Set(
    (
      await db
        .select({ lotId: bids.lotId, amount: bids.amount })
        .from(bids)
        .where(inArray(bids.lotId, lotIds))
    ).map((bid) => `${bid.lotId}:${bid.amount}`),
  );
  return acknowledged.filter((bid) => !stored.has(`${bid.lotId}:${bid.amount}`));
};

/** The auction's live event ids in the database, in order: what every follower must have received. */
export const liveEventIds = async (db: TDb, auctionId: number) =>
  (
    await db
      .select({ id: auctionEvents.id })
      .from(auctionEvents)
      .where(eq(auctionEvents.auctionId, auctionId))
      .orderBy(asc(auctionEvents.id))
  ).map((row) => row.id);
