import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';
import { ZDbIdSchema } from './api.ts';

const t = apiText.withdrawals;

const isoDate = z.iso.datetime({ offset: true });

/** A lot the buyer won, with whether (and until when) they may withdraw from it, or why not. */
export const ZWithdrawableLineSchema = z
  .object({
    settlementLineId: z.number().int(),
    settlementId: z.number().int(),
    lotId: z.number().int().nullable(),
    title: z.string(),
    total: z.number().int().describe('What the lot cost, in cents'),
    collectedOn: isoDate.nullable().describe('Hand-over (collections): the 14 days start then'),
    until: isoDate.nullable().describe('The last instant to withdraw; null when not handed over yet'),
    problem: z
      .string()
      .nullable()
      .describe("Why the buyer cannot withdraw now, in the request's language; null when they can"),
  })
  .meta({ id: 'WithdrawableLine' });
export type TWithdrawableLine = z.infer<typeof ZWithdrawableLineSchema>;

/** The fields of the model withdrawal form (Anexo B), as the consumer filled them. */
export const ZWithdrawalDeclarationSchema = z.object({
  consumerName: z.string(),
  consumerAddress: z.string(),
  goods: z.string(),
  awardedOn: isoDate,
  receivedOn: isoDate,
});

export const ZWithdrawalSchema = z
  .object({
    id: z.number().int(),
    settlementLineId: z.number().int(),
    settlementId: z.number().int(),
    lotId: z.number().int().nullable(),
    declaration: ZWithdrawalDeclarationSchema,
    refundAmount: z.number().int().describe('Owed back, in cents: what was paid beyond what is still owed'),
    declaredOn: isoDate,
    refundDueOn: isoDate.describe('14 days after the withdrawal'),
    refundedOn: isoDate.nullable(),
    rectification: z.string().nullable().describe('Number of the rectifying invoice, if one was issued'),
    relistedLotId: z.number().int().nullable(),
  })
  .meta({ id: 'Withdrawal' });
export type TWithdrawal = z.infer<typeof ZWithdrawalSchema>;

export const ZMyWithdrawalsResponseSchema = z.object({
  data: z.object({ lines: z.array(ZWithdrawableLineSchema), withdrawals: z.array(ZWithdrawalSchema) }),
});
export type TMyWithdrawalsResponse = z.infer<typeof ZMyWithdrawalsResponseSchema>;

/** `POST /api/frontend/auth/withdrawals`: the online model form. */
export const ZWithdrawalRequestSchema = z.object({
  settlementLineId: ZDbIdSchema,
  consumerName: z
    .string({ error: () => t.consumerNameMissing })
    .trim()
    .min(3, { error: () => t.consumerNameMissing })
    .max(200, { error: () => t.consumerNameTooLong }),
  consumerAddress: z
    .string({ error: () => t.consumerAddressMissing })
    .trim()
    .min(5, { error: () => t.consumerAddressMissing })
    .max(300, { error: () => t.consumerAddressTooLong }),
});
export type TWithdrawalRequest = z.input<typeof ZWithdrawalRequestSchema>;

export const ZWithdrawalResponseSchema = z.object({ data: z.object({ withdrawal: ZWithdrawalSchema }) });
export type TWithdrawalResponse = z.infer<typeof ZWithdrawalResponseSchema>;

/** A withdrawal as the back office lists it: the buyer, the auction and whether the refund is late. */
export const ZAdminWithdrawalSchema = ZWithdrawalSchema.extend({
  auctionId: z.number().int().nullable(),
  auctionTitle: z.string(),
  lotTitle: z.string(),
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  isRefundOverdue: z.boolean(),
}).meta({ id: 'AdminWithdrawal' });
export type TAdminWithdrawal = z.infer<typeof ZAdminWithdrawalSchema>;

export const ZAdminWithdrawalsResponseSchema = z.object({
  data: z.object({ withdrawals: z.array(ZAdminWithdrawalSchema) }),
});
export type TAdminWithdrawalsResponse = z.infer<typeof ZAdminWithdrawalsResponseSchema>;

/** `POST /api/admin/withdrawals/{id}/relist`: offer a copy of the lot in an open auction. */
export const ZRelistRequestSchema = z.object({
  auctionId: ZDbIdSchema.describe('The auction the copy goes to (open; may be the same one if still open)'),
});
export const ZRelistResponseSchema = z.object({
  data: z.object({ lotId: z.number().int(), auctionId: z.number().int() }),
});
export type TRelistResponse = z.infer<typeof ZRelistResponseSchema>;
