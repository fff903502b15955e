import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonQuery, ZIdParamsSchema, ZPageQuerySchema } from '@/common/schemas/api.ts';
import {
  ZAuctionDetailResponseSchema,
  ZAuctionFilterSchema,
  ZAuctionListResponseSchema,
  ZAuctionOrderSchema,
  ZOpenAuctionsResponseSchema,
  ZOpenAuctionsResumeResponseSchema,
} from '@/common/schemas/auctions.ts';
import type { TZodApp } from '@/server/documents/download-route.ts';
import { sendPrepared } from '@/server/lib/prepared-body.ts';
import { latestLiveEventId } from '@/server/live/notify.ts';
import {
  getPublicAuction,
  listOpenAuctions,
  listPublishedAuctions,
  nextAuctionStart,
} from './auctions.service.ts';

/** The open auctions, in full and short, each one cached answer forgotten with any auction (answer-cache.ts). */
const openAuctionRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.get(
    '/api/frontend/auctions/open',
    {
      schema: {
        tags: ['auctions'],
        summary: 'Published auctions that are running or upcoming',
        response: { 200: ZOpenAuctionsResponseSchema },
      },
    },
    async (request, reply) => {
      // A list: served from the answer cache, forgotten with any auction (answer-cache.ts).
      const body = await app.answers.answer('auctions:open', async () => {
        const auctions = await listOpenAuctions({ db });
        const lotQuantity = Object.fromEntries(
          auctions.map((auction) => [String(auction.id), auction.lotQuantity]),
        );
        const answer = ZOpenAuctionsResponseSchema.encode({ data: { auctions }, metadata: { lotQuantity } });
        return { auctionId: null, body: JSON.stringify(answer), showsBids: false };
      });
      return sendPrepared(request, reply, body);
    },
  );

  app.get(
    '/api/frontend/auctions/open/resume',
    {
      schema: {
        tags: ['auctions'],
        summary: 'Short list of open auctions (menus, home)',
        response: { 200: ZOpenAuctionsResumeResponseSchema },
      },
    },
    async (request, reply) => {
      const body = await app.answers.answer('auctions:open:resume', async () => {
        const auctions = await listOpenAuctions({ db });
        const answer = ZOpenAuctionsResumeResponseSchema.encode({
          data: {
            auctions: auctions.map(({ id, title, slug, startDate, endDate, lotQuantity }) => ({
              id,
              title,
              slug,
              startDate,
              endDate,
              lotQuantity,
            })),
          },
        });
        return { auctionId: null, body: JSON.stringify(answer), showsBids: false };
      });
      return sendPrepared(request, reply, body);
    },
  );
};

export const auctionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  openAuctionRoutes(app);

  app.get(
    '/api/frontend/auctions/published',
    {
      schema: {
        tags: ['auctions'],
        summary: 'Published auctions, paginated',
        querystring: ZPageQuerySchema.extend({
          filter: jsonQuery(ZAuctionFilterSchema).describe(
            'JSON: {"status":"running|upcoming|open|closed","search":"…"}',
          ),
          order: jsonQuery(ZAuctionOrderSchema).describe(
            'JSON: {"field":"startDate|endDate|title|createdOn","direction":"asc|desc"}',
          ),
        }),
        response: { 200: ZAuctionListResponseSchema },
      },
    },
    async (request, reply) => {
      const { page, limit, filter, order } = request.query;
      // One answer per page as parsed (equal queries share it however they were spelt); a page filtered by
      // the clock ("running", "upcoming") holds until the next open auction starts.
      const key = `auctions:published:${JSON.stringify([page, limit, filter ?? null, order ?? null])}`;
      const body = await app.answers.answer(key, async () => {
        const now = new Date();
        const [{ auctions, total }, until] = await Promise.all([
          listPublishedAuctions({ db, page, limit, filter, order, now }),
          filter?.status === 'running' || filter?.status === 'upcoming'
            ? nextAuctionStart({ db, now })
            : undefined,
        ]);
        const answer = ZAuctionListResponseSchema.encode({
          data: { auctions },
          metadata: { total, page, limit },
        });
        return { auctionId: null, body: JSON.stringify(answer), until: until?.getTime(), showsBids: false };
      });
      return sendPrepared(request, reply, body);
    },
  );

  app.get(
    '/api/frontend/auctions/:id',
    {
      schema: {
        tags: ['auctions'],
        summary: 'A published auction with its lots',
        params: ZIdParamsSchema,
        response: { 200: ZAuctionDetailResponseSchema },
      },
    },
    async (request, reply) => {
      // Served from the answer cache, serialised and compressed once per version of the auction.
      const id = request.params.id;
      const body = await app.answers.answer(`auction:${id}`, async () => {
        // The live event first: the page replays every later one, so data read after it is never behind.
        const liveEventId = await latestLiveEventId(db);
        const data = await getPublicAuction({ db, id });
        // Checked and encoded by its contract once per version, as Fastify would on every request.
        const answer = ZAuctionDetailResponseSchema.encode({ data, metadata: { liveEventId } });
        return { auctionId: id, body: JSON.stringify(answer) };
      });
      return sendPrepared(request, reply, body);
    },
  );
};
