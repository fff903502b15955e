import type { ServerResponse } from 'node:http';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiText } from '@/common/i18n/api/index.ts';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import { liveStreamResponse } from '@/common/schemas/live.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions } from '@/server/db/schema/index.ts';
import type { TZodApp } from '@/server/documents/download-route.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { addMetricSource } from '@/server/observability/metrics.ts';
import { type TFrame, toFrame } from './frame.ts';
import type { TLiveEvent } from './live-hub.ts';

/**
 * A stream this far behind belongs to a client that stopped reading (a stalled connection, a suspended
 * laptop): it is cut rather than buffered for without end, and the browser's EventSource resumes with
 * Last-Event-ID once it reads again. Live clients otherwise have a few hundred bytes in flight.
 */
const maxBehindBytes = 256 * 1024;

const textOf = (event: TLiveEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;
/** A hub delivery (one auction's events of one read) is encoded as one chunk once, however many receive it. */
const frames = new WeakMap<readonly TLiveEvent[], TFrame>();
const frameOf = (events: readonly TLiveEvent[]) => {
  let frame = frames.get(events);
  if (frame === undefined) {
    frame = toFrame(events.map(textOf).join(''));
    frames.set(events, frame);
  }
  return frame;
};

/** Only a published auction has a stream. */
const mustBePublished = async (db: TDb, auctionId: number) => {
  const [auction] = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.id, auctionId), eq(auctions.published, true)));
  if (!auction) throw notFound(apiText.api.liveAuctionNotFound);
};

/** How an open stream is written to, and its heartbeat: a comment line, only if nothing else was written since the last. */
type TStream = { write: (frame: TFrame) => void; beat: (frame: TFrame) => void };

/**
 * Every open stream of this instance, by how to end it: counted in the metrics, sent a heartbeat, and ended
 * when the server closes.
 */
const trackStreams = (app: TZodApp) => {
  const streams = new Map<() => void, TStream>();
  const removeSource = addMetricSource({ liveClients: () => streams.size });
  app.addHook('onClose', async () => removeSource());
  // Before the server stops accepting: open streams would otherwise keep `close()` waiting for ever. Each
  // client is told to come back in a quarter of a second rather than the usual 3 s: this instance no longer
  // listens, so its EventSource reconnects (with Last-Event-ID) to another one behind the load balancer.
  app.addHook('preClose', async () => {
    const reconnect = toFrame('retry: 250\n: reconnect elsewhere\n\n');
    for (const [end, stream] of streams) {
      stream.write(reconnect);
      end();
    }
  });
  // One timer for every stream rather than one each: an instance holds thousands (npm run bench:live).
  // In slices, as the hub's fan-out (live-hub.ts): 10,000 writes at once would hold every request back.
  // A stream that had an event since the last beat needs none: during a sale that is every stream, and a
  // beat's pass over 10,000 of them, met by a bid's, made that bid's last client wait twice as long.
  const heartbeat = setInterval(async () => {
    const line = toFrame(`: ${Date.now()}\n\n`);
    let written = 0;
    for (const stream of [...streams.values()]) {
      stream.beat(line);
      if (++written % 256 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  }, app.deps.config.LIVE_HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));
  return streams;
};

/** Open streams per client address: one client cannot hold thousands (LIVE_STREAMS_PER_IP). */
const addressLimit = (maxPerAddress: number) => {
  const perAddress = new Map<string, number>();
  return {
    take: (address: string) => {
      const open = perAddress.get(address) ?? 0;
      if (open >= maxPerAddress)
        throw new AppError('RATE_LIMITED', apiText.api.tooManyLivePages, { retryAfterSeconds: 30 });
      perAddress.set(address, open + 1);
    },
    release: (address: string) => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    },
  };
};

/**
 * How one stream is written to, until stopped. The headers go out with the first write, through the
 * response; after it (`goDirect`), on HTTP/1.1, each frame's ready-made chunk goes straight to the socket.
 * ServerResponse.write would encode and frame it again for every client and defer each write to the next
 * tick: at 10,000 clients that was most of an event's delivery time (npm run bench:live). HTTP/1.0 clients
 * (no chunks) keep ServerResponse.write. No limit while a resumed backlog goes out (at most 5,000 events, sent
 * at once); then (`limit`) a stream more than maxBehindBytes behind is `stalled`.
 */
const frameWriter = (raw: ServerResponse, stalled: () => void) => {
  const socket = raw.socket;
  let open = true;
  let direct = false;
  let allowance = Number.POSITIVE_INFINITY;
  let wrote = false;
  const write = (frame: TFrame) => {
    if (!open) return;
    if (raw.writableLength > allowance) return stalled();
    wrote = true;
    if (direct) socket!.write(frame.chunk);
    else raw.write(frame.text);
  };
  return {
    write,
    beat: (frame: TFrame) => {
      if (!wrote) write(frame);
      wrote = false;
    },
    goDirect: () => {
      direct = raw.chunkedEncoding && socket?.writable === true;
    },
    limit: () => {
      allowance = raw.writableLength + maxBehindBytes;
    },
    /** Whether it was still open. */
    stop: () => {
      const was = open;
      open = false;
      return was;
    },
  };
};

/**
 * `GET /api/frontend/auctions/{id}/live`: Server-Sent Events with `bid`, `lot-closed` and
 * `auction-closed` (docs/product.md#live-updates). Resumes after `Last-Event-ID` without gaps; a comment line every
 * LIVE_HEARTBEAT_MS (15 s) keeps proxies from closing the stream.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const streams = trackStreams(app);
  const perAddress = addressLimit(app.deps.config.LIVE_STREAMS_PER_IP);

  app.get(
    '/api/frontend/auctions/:id/live',
    {
      schema: {
        tags: ['auctions'],
        summary: 'Live events of an auction (text/event-stream)',
        params: ZIdParamsSchema,
        querystring: z.object({ lastEventId: z.coerce.number().int().min(0).optional() }),
        headers: z.object({ 'last-event-id': z.coerce.number().int().min(0).optional() }).passthrough(),
        response: { 200: liveStreamResponse },
      },
    },
    async (request, reply) => {
      const auctionId = request.params.id;
      await mustBePublished(db, auctionId);
      const resumeFrom = request.headers['last-event-id'] ?? request.query.lastEventId;
      const address = request.ip;
      perAddress.take(address);

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-server-time': String(Date.now()),
      });
      // Subscribe first and hold live events until the backlog is out, so none slips between the two.
      const held: TLiveEvent[] = [];
      let replaying = true;
      const writer = frameWriter(raw, () => end(true));
      const end = (stalled = false) => {
        if (!writer.stop()) return;
        unsubscribe();
        streams.delete(end);
        perAddress.release(address);
        if (stalled) raw.destroy();
        // The connection goes with the stream: left open as idle keep-alive, it would hold a shutting-down
        // server's close() for ever (and a browser's EventSource opens a new one to reconnect anyway).
        else if (!raw.writableEnded) raw.end(() => raw.socket?.destroy());
      };
      const { write } = writer;
      let lastSent = resumeFrom ?? 0;
      /** Only events after the last one sent (a resumed backlog and live deliveries may overlap), in one write. */
      const send = (events: readonly TLiveEvent[]) => {
        if (events.length === 0 || events[events.length - 1]!.id <= lastSent) return;
        const fresh = events[0]!.id > lastSent ? events : events.filter((event) => event.id > lastSent);
        lastSent = fresh[fresh.length - 1]!.id;
        write(fresh === events ? frameOf(events) : toFrame(fresh.map(textOf).join('')));
      };
      const unsubscribe = app.live.subscribe(auctionId, (events) =>
        replaying ? held.push(...events) : send(events),
      );
      streams.set(end, writer);
      raw.on('close', () => end());
      write(toFrame(`retry: 3000\n: ${new Date().toISOString()}\n\n`));
      writer.goDirect();
      if (resumeFrom !== undefined) send(await app.live.eventsSince(auctionId, resumeFrom));
      send(held);
      held.length = 0;
      replaying = false;
      writer.limit();
      // Gone before the listener above was attached: its 'close' has already been and gone.
      if (raw.socket === null || raw.socket.destroyed) end();
    },
  );
};
