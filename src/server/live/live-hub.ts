import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { TDatabase, TDb } from '@/server/db/client.ts';
import { auctionEvents } from '@/server/db/schema/index.ts';
import { liveFanoutDuration } from '@/server/observability/metrics.ts';
import { LIVE_CHANNEL, latestLiveEventId } from './notify.ts';

export type TLiveEvent = { id: number; auctionId: number; type: string; payload: unknown };
/**
 * A client of the hub (an open stream: live-stream.ts), given in one call the events of its auction it has
 * not had, in id order: the same array for every client given the same events at once.
 */
export type TLiveClient = { deliver: (events: readonly TLiveEvent[]) => void };

export type TLiveHub = {
  start: () => Promise<void>;
  stop: () => Promise<void>;
  subscribe: (auctionId: number, client: TLiveClient) => () => void;
  /** Events of an auction after `lastEventId`, for a client resuming with Last-Event-ID. */
  eventsSince: (auctionId: number, lastEventId: number) => Promise<TLiveEvent[]>;
  clientCount: () => number;
  /**
   * The lowest bid a lot may take, as far as this instance knows from the events it has seen and the bids it
   * placed: never above the truth, which may have moved on. A bid below it is already stale and is refused
   * without a statement (bids.service.ts); undefined when the lot had no event here.
   */
  knownMinimum: (lotId: number) => number | undefined;
  /** A bid placed here raised a lot's minimum (minimums only rise with bids). */
  raiseMinimum: (lotId: number, minimum: number) => void;
  /** Bid increments changed: every known minimum may be too high, and for a while none is learnt. */
  forgetMinimums: () => void;
  /**
   * Every notification as it arrives, before the events are read: `id:auctionId` (live/notify.ts), or ''
   * when the LISTEN connection was (re-)established and anything may have been missed.
   */
  onAnnounced: (listener: (payload: string) => void) => void;
};

/** How soon to look again when events are committed but older transactions are still running. */
const settleRetryMs = 10;
/**
 * The least time between two reads: under a storm of bids one read brings the events of several commits,
 * instead of one read per bid (half the statements a bid cost the database); a quiet hub reads at once.
 */
const readGapMs = 5;
/**
 * Clients written to before the hub lets other work run (setImmediate): a write costs ~10 µs, so 10,000
 * clients in one go held the instance for 0.1 s, and HTTP requests waited that long (npm run bench:live).
 */
const sliceSize = 256;
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A log's events from `from` on: the same array for every client that needs them, so each is encoded once
 * (live-stream.ts keeps one frame per array).
 */
const tails = new WeakMap<readonly TLiveEvent[], Map<number, readonly TLiveEvent[]>>();
const tail = (log: readonly TLiveEvent[], from: number) => {
  if (from === 0) return log;
  let byStart = tails.get(log);
  if (!byStart) {
    byStart = new Map();
    tails.set(log, byStart);
  }
  let events = byStart.get(from);
  if (!events) {
    events = log.slice(from);
    byStart.set(from, events);
  }
  return events;
};

/** Whether an event's id is below the horizon (drizzle/0013): final, with no earlier one still to come. */
const isFinal = sql<boolean>`${auctionEvents.id} < live_event_horizon()`;
/**
 * The same, waiting for no silent transaction (drizzle/0029: a long back-office write that can carry no
 * event). It reads pg_locks, several times the cost, so it is asked only once an event has been held back for
 * `heldLongMs`: under a storm of bids the event holding the others back changes every few milliseconds.
 */
const isFinalPastSilent = sql<boolean>`${auctionEvents.id} < (select live_event_horizon_past_silent())`;
const heldLongMs = 50;

/** A client of an auction with the last event it was given: it gets every later one once, in order. */
type TSubscription = { client: TLiveClient; seen: number };
type TClients = Map<number, Set<TSubscription>>;

/** Events after `lastDelivered`, 500 at a time, each with whether it is final yet. */
const readAfter = (db: TDb, lastDelivered: number, heldLong: boolean) =>
  db
    .select({
      id: auctionEvents.id,
      auctionId: auctionEvents.auctionId,
      type: auctionEvents.type,
      payload: auctionEvents.payload,
      final: heldLong ? isFinalPastSilent : isFinal,
    })
    .from(auctionEvents)
    .where(gt(auctionEvents.id, lastDelivered))
    .orderBy(asc(auctionEvents.id))
    .limit(500);

/** An auction's events after `lastEventId` and up to `upTo`, for a client resuming with Last-Event-ID. */
const readEventsSince = (db: TDb, auctionId: number, lastEventId: number, upTo: number) =>
  db
    .select()
    .from(auctionEvents)
    .where(
      and(
        eq(auctionEvents.auctionId, auctionId),
        gt(auctionEvents.id, lastEventId),
        lte(auctionEvents.id, upTo),
      ),
    )
    .orderBy(asc(auctionEvents.id))
    .limit(5000);

/** Adds a client to an auction's set; the answer removes it. */
const subscribe = (clients: TClients, auctionId: number, subscription: TSubscription) => {
  const set = clients.get(auctionId) ?? new Set();
  // Events from now on (`seen`): those of a log being handed out are older than the client's subscription.
  set.add(subscription);
  clients.set(auctionId, set);
  return () => {
    set.delete(subscription);
    // Only this set: a second call, after the auction's last listener left and a new one came, must not
    // drop the newcomer's.
    if (set.size === 0 && clients.get(auctionId) === set) clients.delete(auctionId);
  };
};

/**
 * How long after the increments change this instance learns no minimum. Bids placed before the change, here
 * or on another instance, may be answered or read here after it forgot, carrying minimums in the old
 * increments, which may be above the new truth; meanwhile bids go to the statement, right whatever the
 * increments. A bid's statement takes milliseconds and its event is delivered soon after; 30 s leaves room
 * for an event held back by a long transaction, and costs only some statements after a rare change.
 */
const relearnAfterChangeMs = 30_000;

/** The lowest bid each lot may take, as this instance knows it (TLiveHub.knownMinimum). */
const knownMinimums = () => {
  const minimums = new Map<number, number>();
  let unsureUntil = Number.NEGATIVE_INFINITY;
  /**
   * Whether anything was learnt yet: the forget of every start (the change feed's first LISTEN says "anything
   * may have been missed", db/client.ts) is no change of increments.
   */
  let learnt = false;
  const raiseMinimum = (lotId: number, minimum: number) => {
    if (performance.now() < unsureUntil) return;
    learnt = true;
    minimums.set(lotId, Math.max(minimum, minimums.get(lotId) ?? 0));
  };
  /**
   * Bids raise a lot's minimum; an admin's change to its bids sets it. A lot left without bids is forgotten,
   * since it may take offers under its price, and so is a closed one.
   */
  const learnMinimum = (event: TLiveEvent) => {
    const payload = event.payload as { lotId?: number; minimumBid?: number; maxBid?: number | null };
    if (payload.lotId === undefined) return;
    if (event.type === 'bid' && payload.minimumBid !== undefined)
      raiseMinimum(payload.lotId, payload.minimumBid);
    else if (event.type === 'lot-updated' && payload.minimumBid !== undefined && payload.maxBid !== null) {
      minimums.delete(payload.lotId);
      raiseMinimum(payload.lotId, payload.minimumBid);
    } else minimums.delete(payload.lotId);
  };
  return {
    learn: learnMinimum,
    raise: raiseMinimum,
    known: (lotId: number) => minimums.get(lotId),
    forget: () => {
      minimums.clear();
      if (learnt) unsureUntil = performance.now() + relearnAfterChangeMs;
    },
  };
};

/** Gives a client, in one call, the log's events it has not had; whether there were any. */
const give = (subscription: TSubscription, pending: readonly TLiveEvent[]) => {
  let from = pending.length;
  while (from > 0 && pending[from - 1]!.id > subscription.seen) from--;
  if (from === pending.length) return false;
  subscription.seen = pending[pending.length - 1]!.id;
  subscription.client.deliver(tail(pending, from));
  return true;
};

/**
 * A read's final events, in id order and grouped by auction (each group joins its auction's log), and the
 * first event not final yet if the read met one: those after it wait for it.
 */
const groupFinal = (rows: Awaited<ReturnType<typeof readAfter>>) => {
  const fresh = new Map<number, TLiveEvent[]>();
  const events: TLiveEvent[] = [];
  for (const { final, ...event } of rows) {
    if (!final) return { fresh, events, holdingBack: event.id };
    events.push(event);
    const group = fresh.get(event.auctionId);
    if (group) group.push(event);
    else fresh.set(event.auctionId, [event]);
  }
  return { fresh, events, holdingBack: null };
};

/**
 * One auction's turn in a pass: each client given what it has not had, then what all had dropped from the log.
 * The clients' set is walked as it is (a Set's iterator sees removals and additions): a copy of 10,000 entries
 * per pass, and a fresh look at the log before every client, cost a per-client share of what the bare
 * server's loop does not (docs/benchmarks.md, "Live"). The log can only grow while the pass is yielding.
 */
const passOver = async (
  logs: Map<number, readonly TLiveEvent[]>,
  clients: TClients,
  auctionId: number,
  tally: { written: number },
) => {
  let pending = logs.get(auctionId)!;
  const given = pending.length;
  for (const subscription of clients.get(auctionId) ?? []) {
    if (give(subscription, pending) && ++tally.written % sliceSize === 0) {
      await yieldToOthers();
      pending = logs.get(auctionId)!;
    }
  }
  pending = logs.get(auctionId)!;
  if (pending.length === given) logs.delete(auctionId);
  else logs.set(auctionId, pending.slice(given));
};

/**
 * Hands each auction's log to its clients, a slice at a time, while reads go on: a client reached late in a
 * pass gets, in the same write, the events that arrived since the pass began, and those before it in the
 * pass get them in the next one. So an event waits for no earlier pass to end, and under a storm each
 * client gets fewer, larger writes instead of falling behind. A pass then drops from the log what it gave
 * everyone.
 */
const pumpLogs = async ({
  logs,
  clients,
  log,
  done,
}: {
  logs: Map<number, readonly TLiveEvent[]>;
  clients: TClients;
  log: (error: unknown) => void;
  /** Called synchronously with the last look at the logs: no append is left waiting. */
  done: () => void;
}) => {
  const tally = { written: 0 };
  const fanout = liveFanoutDuration.startTimer();
  try {
    while (logs.size > 0) {
      for (const auctionId of [...logs.keys()]) await passOver(logs, clients, auctionId, tally);
    }
  } catch (error) {
    logs.clear();
    log(error);
  } finally {
    done();
    if (tally.written > 0) fanout();
  }
};

/** Hands out the events read to the clients of their auctions, one pass of pumpLogs at a time. */
const createHandOut = (clients: TClients, log: (error: unknown) => void) => {
  /** Per auction, its events not yet given to every client (add appends, pumpLogs hands out and trims). */
  const logs = new Map<number, readonly TLiveEvent[]>();
  /** Set here and cleared inside pumpLogs, synchronously with its last look at the logs. */
  let pumping = false;
  let pumped = Promise.resolve();
  const done = () => {
    pumping = false;
  };
  return {
    add: (fresh: Map<number, TLiveEvent[]>) => {
      for (const [auctionId, events] of fresh)
        logs.set(auctionId, [...(logs.get(auctionId) ?? []), ...events]);
      if (fresh.size > 0 && !pumping) {
        pumping = true;
        pumped = pumpLogs({ logs, clients, log, done });
      }
    },
    /** Settles when the pass under way, if any, has ended. */
    idle: () => pumped,
  };
};

/**
 * One per app instance. NOTIFY only says "something new"; the hub then reads every event after the last
 * one it delivered, in id order, so nothing is lost or reordered even if notifications are coalesced or
 * the LISTEN connection drops for a while (docs/product.md#live-updates). An event is delivered once it is final: a
 * transaction that started earlier and is still running could yet commit an event with a lower id. While
 * such events wait, the hub looks again every few milliseconds, since the transaction holding them back
 * may send no notification when it ends.
 */
export const createLiveHub = ({
  database,
  log,
}: {
  database: TDatabase;
  log: (error: unknown) => void;
}): TLiveHub => {
  const { db } = database;
  /** Each client with the last event it was given: it gets every later one once, in order. */
  const listeners: TClients = new Map();
  const handOut = createHandOut(listeners, log);
  let lastDelivered = 0;
  let unlisten: (() => Promise<void>) | null = null;
  let draining: Promise<void> | null = null;
  let again = false;

  let retry: NodeJS.Timeout | null = null;
  const announced: ((payload: string) => void)[] = [];
  const minimums = knownMinimums();

  /** The first event found not final yet, and since when: held long, it is looked at past silent writes. */
  let held = { id: 0, since: 0 };
  const holdBack = (id: number) => {
    if (held.id !== id) held = { id, since: performance.now() };
    wakeIn(settleRetryMs);
  };
  const deliverNew = async () => {
    for (;;) {
      const heldLong = held.id > 0 && performance.now() - held.since >= heldLongMs;
      const rows = await readAfter(db, lastDelivered, heldLong);
      const { fresh, events, holdingBack } = groupFinal(rows);
      for (const event of events) minimums.learn(event);
      lastDelivered = events.at(-1)?.id ?? lastDelivered;
      handOut.add(fresh);
      if (holdingBack !== null) return holdBack(holdingBack);
      held = { id: 0, since: 0 };
      if (rows.length < 500) return;
    }
  };

  const wakeIn = (ms: number) => {
    retry ??= setTimeout(() => {
      retry = null;
      if (unlisten) wake();
    }, ms);
  };

  let lastRead = Number.NEGATIVE_INFINITY;
  const wake = () => {
    if (draining) {
      again = true;
      return;
    }
    const wait = lastRead + readGapMs - performance.now();
    if (wait > 0) return wakeIn(wait);
    lastRead = performance.now();
    draining = deliverNew()
      .catch(log)
      .finally(() => {
        draining = null;
        if (again) {
          again = false;
          wake();
        }
      });
  };

  return {
    start: async () => {
      lastDelivered = await latestLiveEventId(db);
      unlisten = await database.listen(LIVE_CHANNEL, (payload) => {
        for (const listener of announced) listener(payload);
        wake();
      });
    },
    stop: async () => {
      await unlisten?.();
      unlisten = null;
      if (retry) clearTimeout(retry);
      await draining;
      await handOut.idle();
    },
    subscribe: (auctionId, client) => subscribe(listeners, auctionId, { client, seen: lastDelivered }),
    // Up to what the hub has delivered (final then): later events reach the client through its subscription.
    eventsSince: (auctionId, lastEventId) => readEventsSince(db, auctionId, lastEventId, lastDelivered),
    clientCount: () => [...listeners.values()].reduce((total, set) => total + set.size, 0),
    knownMinimum: minimums.known,
    raiseMinimum: minimums.raise,
    forgetMinimums: minimums.forget,
    onAnnounced: (listener) => announced.push(listener),
  };
};
