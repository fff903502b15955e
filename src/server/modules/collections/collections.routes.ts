import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema, ZNoContentSchema, ZPdfFileSchema } from '@/common/schemas/api.ts';
import { ZBookPickupRequestSchema, ZPickupOptionsResponseSchema } from '@/common/schemas/collections.ts';
import { sendPdf } from '@/server/documents/send-pdf.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { bookPickup, cancelPickup, pickupOptions } from './pickup-bookings.service.ts';
import { releaseNotePdf } from './release-note.service.ts';

/** The buyer's pick-up: free slots, booking, and the release note, at /api/frontend/auth. */
export const collectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const site = { siteName: app.deps.config.SITE_NAME, publicUrl: app.deps.config.PUBLIC_URL };
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/frontend/auth/settlements/:id/pickup-slots',
    {
      schema: {
        tags: ['collections'],
        summary: 'Pick-up slots I can book for this liquidación, and my booking',
        params: ZIdParamsSchema,
        response: { 200: ZPickupOptionsResponseSchema },
      },
    },
    async (request) => ({
      data: await pickupOptions({ db, settlementId: request.params.id, userId: signedIn(request).user.id }),
    }),
  );

  app.put(
    '/api/frontend/auth/settlements/:id/pickup',
    {
      schema: {
        tags: ['collections'],
        summary: 'Books (or changes) my pick-up slot; only once paid',
        params: ZIdParamsSchema,
        body: ZBookPickupRequestSchema,
        response: { 200: ZPickupOptionsResponseSchema },
      },
    },
    async (request) => {
      await bookPickup({
        db,
        site,
        settlementId: request.params.id,
        userId: signedIn(request).user.id,
        slotId: request.body.slotId,
      });
      return {
        data: await pickupOptions({ db, settlementId: request.params.id, userId: signedIn(request).user.id }),
      };
    },
  );

  app.delete(
    '/api/frontend/auth/settlements/:id/pickup',
    {
      schema: {
        tags: ['collections'],
        summary: 'Cancels my pick-up booking',
        params: ZIdParamsSchema,
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      await cancelPickup({ db, settlementId: request.params.id, userId: signedIn(request).user.id });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/frontend/auth/settlements/:id/release-note',
    {
      schema: {
        tags: ['collections'],
        summary: 'My release note (albarán de retirada) as a PDF with its QR code; once paid',
        params: ZIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: ZPdfFileSchema },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await releaseNotePdf({
        db,
        site,
        settlementId: request.params.id,
        userId: signedIn(request).user.id,
      });
      return sendPdf(reply, fileName, pdf);
    },
  );
};
