import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import {
  ZAfterSaleRequestSchema,
  ZAfterSaleResponseSchema,
  ZFloorBidRequestSchema,
  ZIncrementRequestSchema,
  ZKnockDownRequestSchema,
  ZLiveSaleConsoleResponseSchema,
  ZRoomPaddleRequestSchema,
} from '@/common/schemas/live-sales.ts';
import type { TDb } from '@/server/db/client.ts';
import type { TZodApp } from '@/server/documents/download-route.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { offerUnsoldAfterSale } from './after-sale.service.ts';
import { readLiveConsole } from './live-sale-console.service.ts';
import { runLiveAction, type TLiveAction, undoLiveAction } from './live-sales.service.ts';
import { registerRoomPaddle } from './room-paddles.service.ts';

const permission = { permission: 'subastas' } as const;

/** The console's view of the sale, as every one of its routes answers. */
const answer = async (db: TDb, auctionId: number) => ({ data: await readLiveConsole(db, auctionId) });

/** One route per action, each one transaction and one live event; the answer is the console's new view. */
const liveAction = <TBody extends z.ZodType>(
  app: TZodApp,
  path: string,
  summary: string,
  body: TBody,
  toAction: (body: z.infer<TBody>) => TLiveAction,
) => {
  const { db } = app.deps.database;
  app.post(
    `/api/admin/auctions/:id/live/${path}`,
    {
      config: permission,
      schema: {
        tags: ['admin'],
        summary,
        params: ZIdParamsSchema,
        body,
        response: { 200: ZLiveSaleConsoleResponseSchema },
      },
    },
    async (request) => {
      const auctionId = request.params.id;
      await runLiveAction({
        db,
        auctionId,
        actorId: signedIn(request).user.id,
        action: toAction(request.body as z.infer<TBody>),
      });
      return answer(db, auctionId);
    },
  );
};

/** The console's view, and the auctioneer's calls on the lot being sold. */
const auctioneerRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/auctions/:id/live',
    {
      config: permission,
      schema: {
        tags: ['admin'],
        summary: 'The live sale as the console shows it: state, bids, absentee maximums, log, paddles',
        params: ZIdParamsSchema,
        response: { 200: ZLiveSaleConsoleResponseSchema },
      },
    },
    async (request) => answer(db, request.params.id),
  );

  const empty = z.object({}).optional();
  liveAction(
    app,
    'start',
    'Starts the sale: paddles for accepted bidders, the first lot called',
    empty,
    () => ({
      kind: 'start',
    }),
  );
  liveAction(
    app,
    'floor-bid',
    'A bid in the room for a paddle, at the asking price',
    ZFloorBidRequestSchema,
    ({ paddle }) => ({
      kind: 'floor-bid',
      paddle,
    }),
  );
  liveAction(app, 'warning', '"A la una", then "a las dos"', empty, () => ({ kind: 'warning' }));
  liveAction(
    app,
    'increment',
    'The increment of this call in cents (null: the bid ranges)',
    ZIncrementRequestSchema,
    (body) => ({
      kind: 'increment',
      increment: body.increment,
    }),
  );
  liveAction(
    app,
    'knock-down',
    'Adjudicado: closes the lot as timed lots close and calls the next',
    ZKnockDownRequestSchema,
    (body) => ({
      kind: 'knock-down',
      confirmed: body.confirmed,
    }),
  );
  liveAction(app, 'pass', 'Pasar: the lot is unsold; the next is called', empty, () => ({ kind: 'pass' }));
  liveAction(
    app,
    'withdraw',
    'Retirar: the lot is withdrawn from the sale; the next is called',
    empty,
    () => ({
      kind: 'withdraw',
    }),
  );
};

/** After the hammer: unsold lots offered on, the last call undone, and paddles for people in the room. */
const afterCallRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.post(
    '/api/admin/auctions/:id/live/after-sale',
    {
      config: permission,
      schema: {
        tags: ['admin'],
        summary: 'Once the sale has finished: its passed lots are offered by the clock until endDate',
        params: ZIdParamsSchema,
        body: ZAfterSaleRequestSchema,
        response: { 200: ZAfterSaleResponseSchema },
      },
    },
    async (request) => ({
      data: {
        lotIds: await offerUnsoldAfterSale({
          db,
          auctionId: request.params.id,
          endDate: new Date(request.body.endDate),
          actorId: signedIn(request).user.id,
        }),
      },
    }),
  );

  app.post(
    '/api/admin/auctions/:id/live/undo',
    {
      config: permission,
      schema: {
        tags: ['admin'],
        summary: 'Undoes the last console action',
        params: ZIdParamsSchema,
        response: { 200: ZLiveSaleConsoleResponseSchema },
      },
    },
    async (request) => {
      await undoLiveAction({ db, auctionId: request.params.id, actorId: signedIn(request).user.id });
      return answer(db, request.params.id);
    },
  );

  app.post(
    '/api/admin/auctions/:id/live/paddles',
    {
      config: permission,
      schema: {
        tags: ['admin'],
        summary: 'Registers a room bidder without an online account and gives them a paddle',
        description:
          'Before or during the sale. A knock-down to the paddle is settled and invoiced to this buyer.',
        params: ZIdParamsSchema,
        body: ZRoomPaddleRequestSchema,
        response: { 200: ZLiveSaleConsoleResponseSchema },
      },
    },
    async (request) => {
      await registerRoomPaddle({
        db,
        auctionId: request.params.id,
        actorId: signedIn(request).user.id,
        buyer: request.body,
      });
      return answer(db, request.params.id);
    },
  );
};

/** The auctioneer's console of a live sale (docs/live-sales.md), at /api/admin/auctions/:id/live. */
export const liveSalesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  auctioneerRoutes(app);
  afterCallRoutes(app);
};
