import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';
import { ZPageQuerySchema } from './api.ts';

/**
 * Four eyes on money (docs/after-the-hammer.md, "Four eyes"): what waits for a second person with
 * contabilidad before it takes effect.
 */
export const approvalKinds = ['bank-account', 'deposit-refund', 'payment-refund'] as const;
export type TApprovalKind = (typeof approvalKinds)[number];

export const approvalOutcomes = ['pending', 'approved', 'rejected'] as const;
export type TApprovalOutcome = (typeof approvalOutcomes)[number];

/**
 * What the back office lists: the stored outcomes and `expired`, a request nobody decided within
 * FOUR_EYES_EXPIRY_DAYS, which can no longer be approved (asked again if still needed).
 */
export const approvalStates = [...approvalOutcomes, 'expired'] as const;
export type TApprovalState = (typeof approvalStates)[number];

/** The original request of each kind, kept as it was asked and applied as it was asked. */
export const ZBankAccountChangeSchema = z.object({
  kind: z.literal('bank-account'),
  /** The new `bankAccount` setting, JSON text as `PUT /api/admin/config-data/bankAccount` takes it. */
  dataValue: z.string(),
});
export const ZDepositRefundChangeSchema = z.object({
  kind: z.literal('deposit-refund'),
  subscriptionId: z.number().int(),
  amount: z.number().int().describe('Cents: the deposit'),
  note: z.string().nullable(),
});
export const ZPaymentRefundChangeSchema = z.object({
  kind: z.literal('payment-refund'),
  settlementId: z.number().int(),
  amount: z.number().int().describe('Cents, negative: money leaving the house'),
  method: z.enum(['transfer', 'cash', 'other']),
  paidOn: z.iso.date(),
  note: z.string().nullable(),
});
export const ZApprovalChangeSchema = z.discriminatedUnion('kind', [
  ZBankAccountChangeSchema,
  ZDepositRefundChangeSchema,
  ZPaymentRefundChangeSchema,
]);
export type TApprovalChange = z.infer<typeof ZApprovalChangeSchema>;

const ZPersonSchema = z.object({ id: z.number().int(), name: z.string().nullable() });

export const ZApprovalSchema = z
  .object({
    id: z.number().int(),
    change: ZApprovalChangeSchema,
    requestedBy: ZPersonSchema,
    requestedOn: z.iso.datetime(),
    /** After this instant a pending request is `expired`: nobody may approve it any more. */
    expiresOn: z.iso.datetime(),
    outcome: z.enum(approvalStates),
    decidedBy: ZPersonSchema.nullable(),
    decidedOn: z.iso.datetime().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'Approval' });
export type TApproval = z.infer<typeof ZApprovalSchema>;

export const ZApprovalResponseSchema = z.object({ data: z.object({ approval: ZApprovalSchema }) });
export type TApprovalResponse = z.infer<typeof ZApprovalResponseSchema>;

/** The answer 202 of an action that now waits for a second person. */
export const ZPendingApprovalResponseSchema = z
  .object({ data: z.object({ approval: ZApprovalSchema }), message: z.string() })
  .meta({ id: 'PendingApproval' });
export type TPendingApprovalResponse = z.infer<typeof ZPendingApprovalResponseSchema>;

/** Whether an action's answer is the 202 of a change now waiting for a second person. */
export const isPendingApproval = (answer: unknown): answer is TPendingApprovalResponse =>
  typeof answer === 'object' &&
  answer !== null &&
  'message' in answer &&
  'data' in answer &&
  typeof answer.data === 'object' &&
  answer.data !== null &&
  'approval' in answer.data;

export const ZApprovalsQuerySchema = ZPageQuerySchema.extend({
  outcome: z.enum(approvalStates).default('pending'),
});

export const ZApprovalsResponseSchema = z.object({
  data: z.object({ approvals: z.array(ZApprovalSchema) }),
  metadata: z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});
export type TApprovalsResponse = z.infer<typeof ZApprovalsResponseSchema>;

export const ZRejectApprovalRequestSchema = z.object({
  reason: z
    .string({ error: () => apiText.approvals.reasonMissing })
    .trim()
    .min(5, { error: () => apiText.approvals.reasonTooShort })
    .max(500, { error: () => apiText.approvals.reasonTooLong }),
});
export type TRejectApprovalRequest = z.infer<typeof ZRejectApprovalRequestSchema>;
