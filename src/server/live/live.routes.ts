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
import { toFrame } from './frame.ts';
import { LiveStream } from './live-stream.ts';

/** Only a published auction has a stream. */
const mustBePublished = async (db: TDb, auctionId: number) => {
  const [auction] = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.id, auctionId), eq(auctions.published, true)));
  if (!auction) throw notFound(apiText.api.liveAuctionNotFound);
};

/**
 * Every open stream of this instance, by how to end it: counted in the metrics, sent a heartbeat, and ended
 * when the server closes.
 */
const trackStreams = (app: TZodApp) => {
  const streams = new Map<() => void, LiveStream>();
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
      const stream = new LiveStream(raw, resumeFrom, () => end(true));
      const end = (stalled = false) => {
        if (!stream.stop()) return;
        unsubscribe();
        streams.delete(end);
        perAddress.release(address);
        if (stalled) raw.destroy();
        // The connection goes with the stream: left open as idle keep-alive, it would hold a shutting-down
        // server's close() for ever (and a browser's EventSource opens a new one to reconnect anyway).
        else if (!raw.writableEnded) raw.end(() => raw.socket?.destroy());
      };
      const unsubscribe = app.live.subscribe(auctionId, stream);
      streams.set(end, stream);
      raw.on('close', () => end());
      stream.write(toFrame(`retry: 3000\n: ${new Date().toISOString()}\n\n`));
      stream.goDirect();
      if (resumeFrom !== undefined) stream.send(await app.live.eventsSince(auctionId, resumeFrom));
      stream.goLive();
      // Gone before the listener above was attached: its 'close' has already been and gone.
      if (raw.socket === null || raw.socket.destroyed) end();
    },
  );
};
