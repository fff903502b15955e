import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import { ZLotDetailResponseSchema } from '@/common/schemas/auctions.ts';
import { ZLotBidsResponseSchema } from '@/common/schemas/bids.ts';
import { ZLotsClosingSoonResponseSchema } from '@/common/schemas/lots.ts';
import { sendPrepared } from '@/server/lib/prepared-body.ts';
import { latestLiveEventId } from '@/server/live/notify.ts';
import { getPublicLot, listClosingSoon, listLotBids } from './lots.service.ts';

export const lotsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/frontend/lots/closing-soon',
    {
      schema: {
        tags: ['lots'],
        summary: 'Open lots of running auctions that end soonest',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(24).default(8) }),
        response: { 200: ZLotsClosingSoonResponseSchema },
      },
    },
    async (request, reply) => {
      // A list across auctions: from the answer cache, forgotten with any auction or when the clock moves it.
      const { limit } = request.query;
      const body = await app.answers.answer(`lots:closing-soon:${limit}`, async () => {
        const { lots, until } = await listClosingSoon({ db, limit });
        return {
          auctionId: null,
          body: JSON.stringify(ZLotsClosingSoonResponseSchema.encode({ data: { lots } })),
          until,
        };
      });
      return sendPrepared(request, reply, body);
    },
  );

  app.get(
    '/api/frontend/lots/:id',
    {
      schema: {
        tags: ['lots'],
        summary: 'A published lot with sublots, images, files, metadata and its auction',
        params: ZIdParamsSchema,
        response: { 200: ZLotDetailResponseSchema },
      },
    },
    async (request, reply) => {
      // Served from the answer cache, forgotten with its auction (the answer shows the auction's summary).
      const id = request.params.id;
      const body = await app.answers.answer(`lot:${id}`, async () => {
        const liveEventId = await latestLiveEventId(db);
        const data = await getPublicLot({ db, id });
        const answer = ZLotDetailResponseSchema.encode({ data, metadata: { liveEventId } });
        return { auctionId: data.auction.id, body: JSON.stringify(answer) };
      });
      return sendPrepared(request, reply, body);
    },
  );

  app.get(
    '/api/frontend/lots/:id/bids',
    {
      schema: {
        tags: ['lots'],
        summary:
          'Bid history of a lot, highest first, with pseudonymous bidders; a logged-in caller’s own bids are "Tú" (isMine)',
        params: ZIdParamsSchema,
        response: { 200: ZLotBidsResponseSchema },
      },
    },
    async (request, reply) => {
      // The caller's own bids read "Tú" (docs/product.md#pseudonyms); such an answer is private to them (plugins/etag.ts).
      // Kept per lot and viewer in the answer cache, forgotten with the lot's auction (every bid is its
      // live event).
      const lotId = request.params.id;
      const viewerId = request.user?.id;
      const body = await app.answers.answer(`lot-bids:${lotId}:${viewerId ?? ''}`, async () => {
        const { bids, total, auctionId } = await listLotBids({ db, lotId, viewerId });
        const answer = ZLotBidsResponseSchema.encode({ data: { bids }, metadata: { total } });
        return { auctionId, body: JSON.stringify(answer) };
      });
      return sendPrepared(request, reply, body);
    },
  );
};
