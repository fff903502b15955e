import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema, ZNoContentSchema } from '@/common/schemas/api.ts';
import {
  ZAccountReviewDecisionSchema,
  ZAccountReviewsResponseSchema,
  ZConsignorLinkParamsSchema,
  ZConsignorLinkRequestSchema,
  ZConsignorLinkResponseSchema,
  ZConsignorLinksResponseSchema,
  ZPremiumWaiverParamsSchema,
  ZPremiumWaiverRequestSchema,
  ZPremiumWaiverResponseSchema,
  ZPremiumWaiversResponseSchema,
} from '@/common/schemas/fair-play.ts';
import type { TZodApp } from '@/server/documents/download-route.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { banReviewedAccount, dismissAccountReview, listAccountReviews } from './account-reviews.service.ts';
import { addConsignorLink, listConsignorLinks, removeConsignorLink } from './consignor-links.service.ts';
import { listPremiumWaivers, removePremiumWaiver, setPremiumWaiver } from './premium-waivers.service.ts';

/** Who is tied to a consignor, so they cannot bid on its lots. */
const consignorLinkRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/users/:id/consignor-links',
    {
      config: { permission: ['usuarios', 'inscripciones'] },
      schema: {
        tags: ['admin', 'fair-play'],
        summary:
          'The consignors (by NIF) a person is linked to: they may not subscribe to nor bid on their auctions',
        params: ZIdParamsSchema,
        response: { 200: ZConsignorLinksResponseSchema },
      },
    },
    async (request) => ({ data: { links: await listConsignorLinks({ db, userId: request.params.id }) } }),
  );

  app.post(
    '/api/admin/users/:id/consignor-links',
    {
      config: { permission: ['usuarios', 'inscripciones'] },
      schema: {
        tags: ['admin', 'fair-play'],
        summary: 'Links a person to a consignor by NIF (audited); 409 if already linked',
        params: ZIdParamsSchema,
        body: ZConsignorLinkRequestSchema,
        response: { 201: ZConsignorLinkResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: {
          link: await addConsignorLink({
            db,
            userId: request.params.id,
            nif: request.body.nif,
            actorId: signedIn(request).user.id,
          }),
        },
      }),
  );

  app.delete(
    '/api/admin/users/:id/consignor-links/:linkId',
    {
      config: { permission: ['usuarios', 'inscripciones'] },
      schema: {
        tags: ['admin', 'fair-play'],
        summary: 'Removes a person’s link to a consignor (audited)',
        params: ZConsignorLinkParamsSchema,
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      await removeConsignorLink({
        db,
        userId: request.params.id,
        linkId: request.params.linkId,
        actorId: signedIn(request).user.id,
      });
      return reply.status(204).send();
    },
  );
};

/** Accounts linked to a banned one, to clear or to ban in turn. */
const accountReviewRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/account-reviews',
    {
      config: { permission: ['usuarios', 'inscripciones'] },
      schema: {
        tags: ['admin', 'fair-play'],
        summary:
          'Accounts sharing a browser or a sign-up address with an account banned in the last 30 days, with the reason',
        response: { 200: ZAccountReviewsResponseSchema },
      },
    },
    async () => ({ data: { reviews: await listAccountReviews({ db }) } }),
  );

  // Clearing and banning are one decision on a listed account, answered alike.
  for (const [action, permission, summary, decide] of [
    [
      'dismiss',
      ['usuarios', 'inscripciones'],
      'Clears a listed account (id) of its link to the banned account; audited',
      dismissAccountReview,
    ],
    [
      'ban',
      'usuarios',
      'Bans a listed account (id) for what it shares with the banned account; audited with the reason',
      banReviewedAccount,
    ],
  ] as const) {
    app.post(
      `/api/admin/account-reviews/:id/${action}`,
      {
        config: { permission },
        schema: {
          tags: ['admin', 'fair-play'],
          summary,
          params: ZIdParamsSchema,
          body: ZAccountReviewDecisionSchema,
          response: { 204: ZNoContentSchema },
        },
      },
      async (request, reply) => {
        await decide({
          db,
          userId: request.params.id,
          bannedUserId: request.body.bannedUserId,
          actorId: signedIn(request).user.id,
        });
        return reply.status(204).send();
      },
    );
  }
};

/** Buyers whose premium the house waives in an auction. */
const premiumWaiverRoutes = (app: TZodApp) => {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/auctions/:id/premium-waivers',
    {
      config: { permission: ['contabilidad', 'subastas'] },
      schema: {
        tags: ['admin', 'fair-play'],
        summary: 'Buyers whose premium is waived in the auction',
        params: ZIdParamsSchema,
        response: { 200: ZPremiumWaiversResponseSchema },
      },
    },
    async (request) => ({
      data: { waivers: await listPremiumWaivers({ db, auctionId: request.params.id }) },
    }),
  );

  app.post(
    '/api/admin/auctions/:id/premium-waivers',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags: ['admin', 'fair-play'],
        summary:
          'Waives a buyer’s premium in the auction (their settlement lines are billed again without it); audited; 409 once that settlement is invoiced',
        params: ZIdParamsSchema,
        body: ZPremiumWaiverRequestSchema,
        response: { 201: ZPremiumWaiverResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: {
          waiver: await setPremiumWaiver({
            db,
            auctionId: request.params.id,
            userId: request.body.userId,
            reason: request.body.reason,
            actorId: signedIn(request).user.id,
          }),
        },
      }),
  );

  app.delete(
    '/api/admin/auctions/:id/premium-waivers/:userId',
    {
      config: { permission: 'contabilidad' },
      schema: {
        tags: ['admin', 'fair-play'],
        summary: 'Bills the buyer’s premium again; audited; 409 once their settlement is invoiced',
        params: ZPremiumWaiverParamsSchema,
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      await removePremiumWaiver({
        db,
        auctionId: request.params.id,
        userId: request.params.userId,
        actorId: signedIn(request).user.id,
      });
      return reply.status(204).send();
    },
  );
};

/** Fair play in the back office (docs/fair-play.md), at /api/admin. */
export const fairPlayAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  consignorLinkRoutes(app);
  accountReviewRoutes(app);
  premiumWaiverRoutes(app);
};
