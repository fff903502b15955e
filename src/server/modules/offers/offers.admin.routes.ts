import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import { ZAdminOffersResponseSchema, ZOfferDecisionResponseSchema } from '@/common/schemas/offers.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { decideOffer, listOffers } from './offers.service.ts';

/** Offers on liquidación lots and on auction lots that accept them, at /api/admin. */
export const offersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const site = { siteName: app.deps.config.SITE_NAME, publicUrl: app.deps.config.PUBLIC_URL };

  app.get(
    '/api/admin/offers',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin', 'offers'],
        summary: 'Offers on liquidación lots and on auction lots, newest first',
        querystring: z.object({ status: z.enum(['pending', 'accepted', 'rejected']).optional() }),
        response: { 200: ZAdminOffersResponseSchema },
      },
    },
    async (request) => ({ data: { offers: await listOffers({ db, status: request.query.status }) } }),
  );

  for (const [action, isAccepted] of [
    ['accept', true],
    ['reject', false],
  ] as const) {
    app.put(
      `/api/admin/offers/:id/${action}`,
      {
        config: { permission: 'subastas' },
        schema: {
          tags: ['admin', 'offers'],
          summary: isAccepted
            ? 'Accepts an offer: the lot is sold to the buyer at its amount and goes into their liquidación'
            : 'Rejects an offer and e-mails the buyer',
          params: ZIdParamsSchema,
          response: { 200: ZOfferDecisionResponseSchema },
        },
      },
      async (request) => ({
        data: {
          offer: await decideOffer({
            db,
            site,
            offerId: request.params.id,
            isAccepted,
            adminId: signedIn(request).user.id,
          }),
        },
      }),
    );
  }
};
