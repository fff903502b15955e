import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiText } from '@/common/i18n/api/index.ts';
import { ZIdParamsSchema } from '@/common/schemas/api.ts';
import {
  ZBidChainCheckResponseSchema,
  ZBidReceiptKeySchema,
  ZBidReceiptSchema,
} from '@/common/schemas/bids.ts';
import { sendDownload } from '@/server/documents/send-download.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';
import { isReceiptLinkValid } from '../notifications/notice-keys.ts';
import { bidReceipt, checkLotChain } from './bid-chain.ts';
import { loadBidReceiptSigner, type TBidReceiptSigner } from './bid-receipt-key.ts';

/** The signature of a receipt's e-mail link. */
const ZReceiptLinkQuerySchema = z.object({
  t: z
    .string()
    .min(1, { error: () => apiText.bids.receiptSignatureMissing })
    .max(100),
});

/**
 * Proof of bids (docs/bid-receipts.md): the published key, a bidder's receipt of their own bid, and the
 * back office's walk of a lot's chain. Registered at the root: the key lives at a well-known address.
 */
export const bidReceiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  let signer: Promise<TBidReceiptSigner> | undefined;
  const signerOf = () => {
    signer ??= loadBidReceiptSigner(db, config.BID_RECEIPT_KEY);
    signer.catch(() => {
      signer = undefined;
    });
    return signer;
  };

  app.get(
    '/.well-known/lonja-bid-receipt-key',
    {
      schema: {
        tags: ['bids'],
        summary:
          'The Ed25519 public key bid receipts are signed with (a JWK and its id), for anyone to verify',
        response: { 200: ZBidReceiptKeySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600').header('access-control-allow-origin', '*');
      return (await signerOf()).published;
    },
  );

  app.get(
    '/api/frontend/auth/bids/:id/receipt',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['bids'],
        summary:
          'The signed receipt of one of the caller’s own bids, as a JSON file to keep (404 for others’)',
        params: ZIdParamsSchema,
        response: { 200: ZBidReceiptSchema },
      },
    },
    async (request, reply) => {
      const receipt = await bidReceipt({
        db,
        bidId: request.params.id,
        userId: signedIn(request).user.id,
        site: config.PUBLIC_URL,
        signer: await signerOf(),
      });
      return sendDownload(
        reply,
        `recibo-puja-${receipt.bidId}.json`,
        'application/json; charset=utf-8',
        JSON.stringify(receipt, null, 2),
      );
    },
  );

  app.get(
    '/api/frontend/bids/:id/receipt',
    {
      schema: {
        tags: ['bids'],
        summary: 'A bid’s signed receipt from the link in its confirmation e-mail (a signed link, no login)',
        params: ZIdParamsSchema,
        querystring: ZReceiptLinkQuerySchema,
        response: { 200: ZBidReceiptSchema },
      },
    },
    async (request, reply) => {
      if (!(await isReceiptLinkValid(db, request.params.id, request.query.t)))
        throw new AppError('NOT_FOUND', apiText.bids.receiptLinkInvalid);
      const receipt = await bidReceipt({
        db,
        bidId: request.params.id,
        userId: null,
        site: config.PUBLIC_URL,
        signer: await signerOf(),
      });
      return sendDownload(
        reply,
        `recibo-puja-${receipt.bidId}.json`,
        'application/json; charset=utf-8',
        JSON.stringify(receipt, null, 2),
      );
    },
  );

  app.get(
    '/api/admin/lots/:id/bid-chain',
    {
      config: { permission: 'subastas' },
      schema: {
        tags: ['admin', 'bids'],
        summary: 'Walks a lot’s bid chain from its genesis and says where it breaks, if it does',
        params: ZIdParamsSchema,
        response: { 200: ZBidChainCheckResponseSchema },
      },
    },
    async (request) => ({ data: await checkLotChain(db, request.params.id) }),
  );
};
