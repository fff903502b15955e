import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import { ZLotDetailResponseSchema } from '@/common/schemas/auctions.ts';
import { ZLotBidsResponseSchema } from '@/common/schemas/bids.ts';
import { ZLotSummarySchema } from '@/common/schemas/lots.ts';
import { sendPrepared } from '@/server/lib/prepared-body.ts';
import { latestLiveEventId } from '@/server/live/notify.ts';
import { getPublicLot, listClosingSoon, listLotBids } from './lots.service.ts';

export const lotsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/lots/closing-soon',
    {
      schema: {
        tags: ['lots'],
        summary: 'Open lots of running auctions that end soonest',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(24).default(8) }),
        response: {
          200: z.object({
            data: z.object({ lots: z.array(ZLotSummarySchema.extend({ auctionTitle: z.string() })) }),
          }),
        },
      },
    },
    async (request) => ({ data: { lots: await listClosingSoon({ db, limit: request.query.limit }) } }),
  );

  app.get(
    '/lots/:id',
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
    '/lots/:id/bids',
    {
      schema: {
        tags: ['lots'],
        summary:
          'Bid history of a lot, highest first, with pseudonymous bidders; a logged-in caller’s own bids are "Tú" (isMine)',
        params: ZIdParamsSchema,
        response: { 200: ZLotBidsResponseSchema },
      },
    },
    async (request) => {
      // The caller's own bids read "Tú" (DESIGN §5); such an answer is private to them (plugins/etag.ts).
      const { bids, total } = await listLotBids({ db, lotId: request.params.id, viewerId: request.user?.id });
      return { data: { bids }, metadata: { total } };
    },
  );
};
