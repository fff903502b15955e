import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';
import { ZPageMetadataSchema } from './api.ts';
import { ZAuctionSummarySchema } from './auctions.ts';
import { ZProfileSchema } from './auth.ts';
import { ZAdminUserBriefSchema } from './users.ts';

const t = apiText.subscriptions;

export const subscriptionStatuses = ['pending', 'accepted', 'rejected'] as const;

/** The buyer's EU VAT number as VIES answered at subscription (docs/after-the-hammer.md). */
export const ZSubscriptionViesSchema = z
  .object({
    vatNumber: z.string().describe('The number checked, with its country prefix'),
    valid: z.boolean().nullable().describe('null: VIES did not answer'),
    checkedOn: z.iso.datetime({ offset: true }),
    consultationNumber: z
      .string()
      .nullable()
      .describe("VIES's consultation number (requestIdentifier), the proof of the check"),
    name: z.string().nullable().describe('The trader name VIES gave'),
  })
  .meta({ id: 'SubscriptionVies' });
export type TSubscriptionVies = z.infer<typeof ZSubscriptionViesSchema>;

export const ZSubscriptionSchema = z
  .object({
    id: z.number().int(),
    auctionId: z.number().int(),
    userId: z.number().int(),
    status: z.enum(subscriptionStatuses),
    paid: z.boolean().describe('Deposit received (or none asked): the bidder may bid once accepted'),
    depositStatus: z.enum(['pending', 'received', 'applied', 'refund-due', 'refunded', 'forfeited']),
    refundIban: z.string().nullable().describe('Where the deposit is returned if the bidder wins nothing'),
    createdOn: z.iso.datetime({ offset: true }),
    vies: ZSubscriptionViesSchema.nullable().describe(
      'The VIES check of an EU VAT number made at subscription; null when the buyer gave none',
    ),
  })
  .meta({ id: 'Subscription' });
export type TSubscription = z.infer<typeof ZSubscriptionSchema>;

/** `POST …/auctions/{id}/subscribe`: the bidder confirms the invoicing data the auction will use. */
/** An IBAN as people type it (spaces, lower case), checked with its control digits; stored compact. */
export const ZIbanSchema = z
  .string({ error: () => t.ibanMissing })
  .trim()
  .max(42, { error: () => t.ibanTooLong })
  .transform((value) => electronicFormatIBAN(value) ?? '')
  .refine((value) => isValidIBAN(value), { error: () => t.ibanInvalid });

export const ZSubscribeRequestSchema = z.object({
  user: ZProfileSchema,
  refundIban: ZIbanSchema.optional().describe(
    'Where to return the deposit if the bidder wins nothing; may be given later (PUT …/subscriptions/{id}/refund-iban), and a deposit is refunded only once it is',
  ),
});
export const ZRefundIbanRequestSchema = z.object({ refundIban: ZIbanSchema });
export type TSubscribeRequest = z.input<typeof ZSubscribeRequestSchema>;

export const ZSubscriptionResponseSchema = z.object({
  data: z.object({ subscription: ZSubscriptionSchema }),
});
export type TSubscriptionResponse = z.infer<typeof ZSubscriptionResponseSchema>;

export const ZSubscriptionsResponseSchema = z.object({
  data: z.object({ subscriptions: z.array(ZSubscriptionSchema) }),
});
export type TSubscriptionsResponse = z.infer<typeof ZSubscriptionsResponseSchema>;

export const ZSubscribedAuctionsResponseSchema = z.object({
  data: z.object({
    auctions: z.array(
      ZAuctionSummarySchema.extend({
        subscription: ZSubscriptionSchema,
        depositRefundBy: z.iso
          .datetime({ offset: true })
          .nullable()
          .describe("While the deposit is owed back: the last instant the auction's conditions allow for it"),
      }),
    ),
  }),
});
export type TSubscribedAuctionsResponse = z.infer<typeof ZSubscribedAuctionsResponseSchema>;

const ZAdminAuctionBriefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  caution: z.number().int().nullable(),
  status: z
    .enum(['open', 'closed'])
    .describe('Closed: a deposit still pending can only be received as a late receipt, with its reason'),
});

export const ZAdminSubscriptionsResponseSchema = z.object({
  data: z.object({ subscriptions: z.array(ZSubscriptionSchema) }),
  metadata: z.object({
    users: z.record(z.string(), ZAdminUserBriefSchema),
    auctions: z.record(z.string(), ZAdminAuctionBriefSchema),
    total: z.number().int().optional(),
    page: z.number().int().optional(),
    limit: z.number().int().optional(),
  }),
});
export type TAdminSubscriptionsResponse = z.infer<typeof ZAdminSubscriptionsResponseSchema>;

/** `GET /api/admin/users/{id}/subscriptions`: one bidder's subscriptions with the auctions they are to. */
export const ZAdminUserSubscriptionsResponseSchema = z.object({
  data: z.object({ subscriptions: z.array(ZSubscriptionSchema) }),
  metadata: ZPageMetadataSchema.extend({ auctions: z.record(z.string(), ZAdminAuctionBriefSchema) }),
});
export type TAdminUserSubscriptionsResponse = z.infer<typeof ZAdminUserSubscriptionsResponseSchema>;

export const ZSubscriptionFilterSchema = z
  .object({
    status: z.enum(subscriptionStatuses).optional(),
    auctionId: z.number().int().positive().optional(),
    userId: z.number().int().positive().optional(),
    paid: z.boolean().optional(),
  })
  .strict();
export const ZSubscriptionOrderSchema = z
  .object({ field: z.enum(['createdOn', 'status']), direction: z.enum(['asc', 'desc']).default('desc') })
  .strict();

/** What the back office does to many subscriptions at once, each by the rule of the single action. */
export const subscriptionBulkActions = ['accept', 'reject', 'deposit-received'] as const;
export type TSubscriptionBulkAction = (typeof subscriptionBulkActions)[number];

export const ZSubscriptionBulkRequestSchema = z.object({
  action: z.enum(subscriptionBulkActions, { error: () => t.bulkActionInvalid }),
  ids: z
    .array(
      z
        .number()
        .int()
        .positive({ error: () => t.bulkIdInvalid }),
      { error: () => t.bulkIdsMissing },
    )
    .min(1, { error: () => t.bulkIdsEmpty })
    .max(200, { error: () => t.bulkIdsTooMany }),
});
export type TSubscriptionBulkRequest = z.infer<typeof ZSubscriptionBulkRequestSchema>;

/** One answer per subscription: done, or why not (already decided, gone…), so nothing fails silently. */
export const ZBulkResultSchema = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  error: z.string().optional().describe("Why this record was left as it was, in the request's language"),
});
export type TBulkResult = z.infer<typeof ZBulkResultSchema>;

export const ZBulkResponseSchema = z.object({
  data: z.object({
    results: z.array(ZBulkResultSchema),
    done: z.number().int().describe('How many records the action was applied to'),
  }),
});
export type TBulkResponse = z.infer<typeof ZBulkResponseSchema>;
