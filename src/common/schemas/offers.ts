import { z } from 'zod';

export const ZAdminOfferSchema = z
  .object({
    id: z.number().int(),
    amount: z.number().int(),
    message: z.string().nullable(),
    status: z.enum(['pending', 'accepted', 'rejected']),
    createdOn: z.iso.datetime({ offset: true }),
    lot: z.object({
      id: z.number().int(),
      saleId: z.number().int().nullable().describe('Set for a liquidación lot'),
      auctionId: z.number().int().nullable().describe('Set for an auction lot'),
      auctionTitle: z.string().nullable(),
      title: z.string(),
      price: z.number().int(),
      sold: z.boolean(),
      isClosed: z.boolean().describe('An auction lot’s offers are decided once it closed unsold'),
    }),
    user: z.object({ id: z.number().int(), fullName: z.string(), email: z.string() }),
  })
  .meta({ id: 'AdminOffer' });
export type TAdminOffer = z.infer<typeof ZAdminOfferSchema>;

export const ZAdminOffersResponseSchema = z.object({
  data: z.object({ offers: z.array(ZAdminOfferSchema) }),
});
export type TAdminOffersResponse = z.infer<typeof ZAdminOffersResponseSchema>;

export const ZOfferDecisionResponseSchema = z.object({
  data: z.object({ offer: z.object({ id: z.number().int(), status: z.enum(['accepted', 'rejected']) }) }),
});
