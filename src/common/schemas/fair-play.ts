import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';
import { ZDbIdSchema } from './api.ts';
import { ZAdminUserBriefSchema } from './users.ts';

const t = apiText.fairPlay;

/**
 * Fair play (docs/fair-play.md): links between people and consignors, accounts to review for sharing a
 * browser or a sign-up address with a banned one, and buyers whose premium is waived in an auction.
 */

/** A NIF/CIF/VAT id as people type it; stored compact and upper case, as auctions' invoicing data is read. */
export const ZConsignorNifSchema = z
  .string({ error: () => t.consignorNifMissing })
  .transform((value) => value.replace(/[\s.-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{5,20}$/, { error: () => t.consignorNifInvalid }));

export const ZConsignorLinkSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    nif: z.string(),
    consignorName: z.string().nullable().describe("The issuer's latest name in an auction's invoicing data"),
    createdOn: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ConsignorLink' });
export type TConsignorLink = z.infer<typeof ZConsignorLinkSchema>;

export const ZConsignorLinkRequestSchema = z.object({ nif: ZConsignorNifSchema });
export type TConsignorLinkRequest = z.input<typeof ZConsignorLinkRequestSchema>;
export const ZConsignorLinkParamsSchema = z.object({ id: ZDbIdSchema, linkId: ZDbIdSchema });

export const ZConsignorLinksResponseSchema = z.object({
  data: z.object({ links: z.array(ZConsignorLinkSchema) }),
});
export type TConsignorLinksResponse = z.infer<typeof ZConsignorLinksResponseSchema>;
export const ZConsignorLinkResponseSchema = z.object({ data: z.object({ link: ZConsignorLinkSchema }) });

/** Why an account is on the review list: it shares a browser or a sign-up address with a banned one. */
export const accountReviewKinds = ['device', 'signup-ip'] as const;

export const ZAccountReviewSchema = z
  .object({
    user: ZAdminUserBriefSchema,
    bannedUser: ZAdminUserBriefSchema,
    bannedOn: z.iso.datetime({ offset: true }),
    kind: z.enum(accountReviewKinds),
    reason: z
      .string()
      .describe(
        'In the request\'s language: "same device as X (blocked on …)", "mismo dispositivo que X (bloqueada el …)"',
      ),
  })
  .meta({ id: 'AccountReview' });
export type TAccountReview = z.infer<typeof ZAccountReviewSchema>;

export const ZAccountReviewsResponseSchema = z.object({
  data: z.object({ reviews: z.array(ZAccountReviewSchema) }),
});
export type TAccountReviewsResponse = z.infer<typeof ZAccountReviewsResponseSchema>;

/** Banning or dismissing one account of the list: which banned account it was listed for. */
export const ZAccountReviewDecisionSchema = z.object({
  bannedUserId: z
    .number({ error: () => t.bannedAccountMissing })
    .int()
    .positive(),
});
export type TAccountReviewDecision = z.infer<typeof ZAccountReviewDecisionSchema>;

export const ZPremiumWaiverSchema = z
  .object({
    auctionId: z.number().int(),
    userId: z.number().int(),
    buyer: ZAdminUserBriefSchema,
    reason: z.string(),
    createdOn: z.iso.datetime({ offset: true }),
    invoiced: z.boolean().describe("The buyer's settlement is invoiced: the waiver can no longer change"),
  })
  .meta({ id: 'PremiumWaiver' });
export type TPremiumWaiver = z.infer<typeof ZPremiumWaiverSchema>;

export const ZPremiumWaiversResponseSchema = z.object({
  data: z.object({ waivers: z.array(ZPremiumWaiverSchema) }),
});
export type TPremiumWaiversResponse = z.infer<typeof ZPremiumWaiversResponseSchema>;

export const ZPremiumWaiverRequestSchema = z.object({
  userId: z
    .number({ error: () => t.buyerMissing })
    .int()
    .positive({ error: () => t.buyerMissing }),
  reason: z
    .string({ error: () => t.reasonMissing })
    .trim()
    .min(5, { error: () => t.reasonTooShort })
    .max(500, { error: () => t.reasonTooLong }),
});
export type TPremiumWaiverRequest = z.input<typeof ZPremiumWaiverRequestSchema>;
export const ZPremiumWaiverResponseSchema = z.object({ data: z.object({ waiver: ZPremiumWaiverSchema }) });
export const ZPremiumWaiverParamsSchema = z.object({ id: ZDbIdSchema, userId: ZDbIdSchema });
