import type { ServerResponse } from 'node:http';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import { auctions } from '@/server/db/schema/index.ts';
import { notFound } from '@/server/lib/app-error.ts';
import type { TLiveEvent } from './live-hub.ts';

const heartbeatMs = 15_000;

/** Each event is written as an SSE frame once, however many clients receive it. */
const frames = new WeakMap<TLiveEvent, string>();
const frameOf = (event: TLiveEvent) => {
  let frame = frames.get(event);
  if (frame === undefined) {
    frame = `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;
    frames.set(event, frame);
  }
  return frame;
};

/**
 * `GET /api/frontend/auctions/{id}/live`: Server-Sent Events with `bid`, `lot-closed` and
 * `auction-closed` (DESIGN §6). Resumes after `Last-Event-ID` without gaps; a comment line every 15 s keeps
 * proxies from closing the stream.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const streams = new Map<() => void, ServerResponse>();
  // Before the server stops accepting: open streams would otherwise keep `close()` waiting for ever.
  app.addHook('preClose', async () => {
    for (const end of streams.keys()) end();
  });
  // One timer for every stream rather than one each: an instance holds thousands (npm run bench:live).
  const heartbeat = setInterval(() => {
    const line = `: ${Date.now()}\n\n`;
    for (const raw of streams.values()) raw.write(line);
  }, heartbeatMs);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  app.get(
    '/auctions/:id/live',
    {
      schema: {
        tags: ['auctions'],
        summary: 'Live events of an auction (text/event-stream)',
        params: ZIdParamsSchema,
        querystring: z.object({ lastEventId: z.coerce.number().int().min(0).optional() }),
        headers: z.object({ 'last-event-id': z.coerce.number().int().min(0).optional() }).passthrough(),
      },
    },
    async (request, reply) => {
      const auctionId = request.params.id;
      const [auction] = await db
        .select({ id: auctions.id })
        .from(auctions)
        .where(and(eq(auctions.id, auctionId), eq(auctions.published, true)));
      if (!auction) throw notFound('La subasta no existe o no está publicada.');
      const resumeFrom = request.headers['last-event-id'] ?? request.query.lastEventId;

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-server-time': String(Date.now()),
      });
      let lastSent = resumeFrom ?? 0;
      const send = (event: TLiveEvent) => {
        if (event.id <= lastSent) return;
        lastSent = event.id;
        raw.write(frameOf(event));
      };
      // Subscribe first and hold live events until the backlog is out, so none slips between the two.
      const held: TLiveEvent[] = [];
      let replaying = true;
      const unsubscribe = app.live.subscribe(auctionId, (event) =>
        replaying ? held.push(event) : send(event),
      );
      raw.write(`retry: 3000\n: ${new Date().toISOString()}\n\n`);
      if (resumeFrom !== undefined)
        for (const event of await app.live.eventsSince(auctionId, resumeFrom)) send(event);
      for (const event of held) send(event);
      replaying = false;

      const end = () => {
        unsubscribe();
        streams.delete(end);
        // The connection goes with the stream: left open as idle keep-alive, it would hold a shutting-down
        // server's close() for ever (and a browser's EventSource opens a new one to reconnect anyway).
        if (!raw.writableEnded) raw.end(() => raw.socket?.destroy());
      };
      streams.set(end, raw);
      request.raw.on('close', end);
    },
  );
};
