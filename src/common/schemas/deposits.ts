import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';
import { jsonQuery, ZDbIdSchema, ZPageMetadataSchema, ZPageQuerySchema } from './api.ts';
import { depositStatuses } from './settlements.ts';

const t = apiText.deposits;

export const ZDepositSchema = z
  .object({
    subscriptionId: z.number().int(),
    auctionId: z.number().int(),
    auctionTitle: z.string(),
    userId: z.number().int(),
    bidderName: z.string(),
    vatId: z.string().nullable(),
    email: z.string(),
    amount: z.number().int(),
    status: z.enum(depositStatuses),
    refundIban: z
      .string()
      .nullable()
      .describe('Printed in groups of four; null when the bidder gave none (it cannot be marked refunded)'),
    auctionClosed: z
      .boolean()
      .describe('The auction has closed: a deposit still pending can only be received as a late receipt'),
    refundDueOn: z.iso
      .datetime({ offset: true })
      .nullable()
      .describe("While owed back: the deadline of the auction's conditions (working days after the close)"),
    isRefundOverdue: z.boolean().describe('Owed back and past its deadline'),
  })
  .meta({ id: 'Deposit' });
export type TDeposit = z.infer<typeof ZDepositSchema>;

export const ZDepositsResponseSchema = z.object({
  data: z.object({ deposits: z.array(ZDepositSchema) }),
  metadata: ZPageMetadataSchema,
});
export type TDepositsResponse = z.infer<typeof ZDepositsResponseSchema>;

/** The columns the back office may sort deposits by (a whitelist: nothing else reaches SQL). */
export const depositOrderFields = ['bidderName', 'auctionTitle', 'amount', 'status'] as const;
export const ZDepositOrderSchema = z
  .object({ field: z.enum(depositOrderFields), direction: z.enum(['asc', 'desc']).default('asc') })
  .strict();
export type TDepositOrder = z.infer<typeof ZDepositOrderSchema>;

export const ZDepositsQuerySchema = ZPageQuerySchema.extend({
  auctionId: ZDbIdSchema.optional(),
  status: z.enum(depositStatuses).optional(),
  awaitingIban: z
    .enum(['true', 'false'], { error: () => t.awaitingIbanInvalid })
    .transform((value) => value === 'true')
    .optional()
    .describe(
      'true: deposits still to be settled (pending, received, owed back) whose bidder has not given a refund IBAN',
    ),
  overdue: z
    .enum(['true', 'false'], { error: () => t.overdueInvalid })
    .optional()
    .transform((value) => value === 'true')
    .describe('true: only deposits owed back past the deadline of their auction’s conditions'),
  order: jsonQuery(ZDepositOrderSchema).describe(
    'JSON: {"field":"bidderName|auctionTitle|amount|status","direction":"asc|desc"}',
  ),
});

/**
 * A deposit received after its auction closed: only as an explicit late receipt with the reason (audited).
 * `late` without a reason is refused; a closed auction's deposit without `late` is refused by the service.
 */
export const ZLateReceiptSchema = z.object({
  late: z
    .boolean()
    .default(false)
    .describe('A late receipt: the auction has already closed (needs `reason`)'),
  reason: z
    .string()
    .trim()
    .min(5, { error: () => t.lateReasonTooShort })
    .max(500, { error: () => t.reasonTooLong })
    .nullish()
    .transform((value) => value ?? null),
});

/** The reason to record, or null when the receipt is not declared late. */
export const lateReason = (body: { late: boolean; reason: string | null }) =>
  body.late ? body.reason : null;

const requireReasonWhenLate = <T extends { late: boolean; reason: string | null }>(body: T) =>
  !body.late || body.reason !== null;
const reasonMissing = {
  path: ['reason'],
  error: () => t.lateReasonMissing,
};

/** `POST /api/admin/deposits/bulk-received`: the clerk notes several deposits as arrived, all or none. */
export const ZDepositsReceivedRequestSchema = z
  .object({
    ids: z
      .array(ZDbIdSchema, { error: () => t.idsMissing })
      .min(1, { error: () => t.idsEmpty })
      .max(200, { error: () => t.idsTooMany }),
  })
  .extend(ZLateReceiptSchema.shape)
  .refine(requireReasonWhenLate, reasonMissing);

/** `PUT /api/admin/subscriptions/{id}/paid`: the deposit received (or not), late with its reason. */
export const ZDepositPaidRequestSchema = z
  .object({ paid: z.boolean() })
  .extend(ZLateReceiptSchema.shape)
  .refine(requireReasonWhenLate, reasonMissing);
export type TDepositsReceivedRequest = z.input<typeof ZDepositsReceivedRequestSchema>;

export const ZDepositsReceivedResponseSchema = z.object({
  data: z.object({ received: z.number().int().describe('How many deposits are now received') }),
});
export type TDepositsReceivedResponse = z.infer<typeof ZDepositsReceivedResponseSchema>;

export const ZRefundDepositRequestSchema = z.object({
  note: z
    .string()
    .trim()
    .max(500, { error: () => t.noteTooLong })
    .nullable()
    .default(null),
});

export const ZForfeitDepositRequestSchema = z.object({
  reason: z
    .string({ error: () => t.reasonMissing })
    .trim()
    .min(5, { error: () => t.reasonTooShort })
    .max(500, { error: () => t.reasonTooLong }),
});
