import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema, ZNoContentSchema, ZPdfFileSchema } from '@/common/schemas/api.ts';
import { ZBookPickupRequestSchema, ZPickupOptionsResponseSchema } from '@/common/schemas/collections.ts';
import { auctions } from '@/server/db/schema/index.ts';
import { sendPdf } from '@/server/documents/send-pdf.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { getSettlement } from '../settlements/settlements.service.ts';
import { bookPickup, cancelPickup, findCollection, pickupOptions } from './collections.service.ts';
import { printedCode, renderReleaseNotePdf } from './release-note-pdf.ts';

/** The buyer's pick-up: free slots, booking, and the release note, at /api/frontend/auth. */
export const collectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/settlements/:id/pickup-slots',
    {
      schema: {
        tags: ['collections'],
        summary: 'Pick-up slots I can book for this liquidación, and my booking',
        params: ZIdParamsSchema,
        response: { 200: ZPickupOptionsResponseSchema },
      },
    },
    async (request) => ({
      data: await pickupOptions({ db, settlementId: request.params.id, userId: request.user!.id }),
    }),
  );

  app.put(
    '/settlements/:id/pickup',
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
        settlementId: request.params.id,
        userId: request.user!.id,
        slotId: request.body.slotId,
      });
      return { data: await pickupOptions({ db, settlementId: request.params.id, userId: request.user!.id }) };
    },
  );

  app.delete(
    '/settlements/:id/pickup',
    {
      schema: {
        tags: ['collections'],
        summary: 'Cancels my pick-up booking',
        params: ZIdParamsSchema,
        response: { 204: ZNoContentSchema },
      },
    },
    async (request, reply) => {
      await cancelPickup({ db, settlementId: request.params.id, userId: request.user!.id });
      return reply.status(204).send();
    },
  );

  app.get(
    '/settlements/:id/release-note',
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
      const settlement = await getSettlement({ db, id: request.params.id, userId: request.user!.id });
      if (!settlement.collectionCode)
        throw new AppError(
          'BUSINESS_RULE',
          'El albarán de retirada está disponible una vez pagada la liquidación.',
        );
      const collection = await findCollection({ db, code: settlement.collectionCode });
      const [auction] = settlement.auctionId
        ? await db.select().from(auctions).where(eq(auctions.id, settlement.auctionId))
        : [];
      const pdf = await renderReleaseNotePdf({
        siteName: config.SITE_NAME,
        auctionTitle: settlement.title,
        address: auction?.address ?? null,
        buyerName: collection.buyerName,
        buyerNif: collection.buyerNif,
        reference: settlement.reference,
        code: collection.code,
        slot: collection.slot,
        lastCollectionDate: settlement.lastCollectionDate,
        lines: collection.lines,
        scanUrl: `${config.PUBLIC_URL}/admin/retiradas?codigo=${collection.code}`,
      });
      return sendPdf(reply, `albaran-retirada-${printedCode(collection.code)}.pdf`, pdf);
    },
  );
};
