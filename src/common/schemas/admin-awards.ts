import { z } from 'zod';
import { lotAwardStates } from '../lot-award.ts';
import { ZAdminUserBriefSchema } from './admin-users.ts';

/** The back office's "Resultados pendientes": results waiting for approval and en bloc decisions. */
const ZAwardLotSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  title: z.string(),
  price: z.number().int(),
  reservePrice: z.number().int().nullable().describe('Hidden reserve in cents'),
  maxBid: z.number().int().nullable(),
  bidsCount: z.number().int(),
  status: z.enum(['open', 'closed']),
  awardState: z.enum(lotAwardStates).nullable(),
  topBidder: ZAdminUserBriefSchema.nullable(),
});
export type TAwardLot = z.infer<typeof ZAwardLotSchema>;

/** `decideBlock` of src/common/lot-award.ts, as the server took it. */
export const ZBlockDecisionSchema = z.object({
  winner: z.enum(['block', 'lots']),
  blockBid: z.number().int(),
  lotsSum: z.number().int().describe('The members’ top bids added up'),
  marginPercent: z.number().int(),
  blockNeeds: z.number().int().describe('The least block bid that would have won'),
});
export type TBlockDecision = z.infer<typeof ZBlockDecisionSchema>;

/** `GET /api/admin/auctions/{id}/awards`. */
export const ZAwardResultsResponseSchema = z.object({
  data: z.object({
    auction: z.object({
      id: z.number().int(),
      title: z.string(),
      requiresApproval: z.boolean(),
      approver: z.string().nullable(),
    }),
    pending: z
      .array(ZAwardLotSchema)
      .describe('Closed lots waiting for approval (provisional, below reserve)'),
    blocks: z.array(
      z.object({
        block: ZAwardLotSchema,
        members: z.array(ZAwardLotSchema),
        decision: ZBlockDecisionSchema.nullable().describe(
          'Null until the block and all its lots are closed',
        ),
      }),
    ),
  }),
});
export type TAwardResultsResponse = z.infer<typeof ZAwardResultsResponseSchema>;

/** `POST /api/admin/lots/{id}/award` and, for several lots of one auction, `POST /api/admin/auctions/{id}/awards`. */
export const ZAwardDecisionSchema = z.enum(['approve', 'reject'], {
  error: 'Indica si apruebas o rechazas la adjudicación.',
});
export const ZAwardDecisionRequestSchema = z.object({ decision: ZAwardDecisionSchema });
export type TAwardDecisionRequest = z.infer<typeof ZAwardDecisionRequestSchema>;
export const ZBulkAwardDecisionRequestSchema = z.object({
  decision: ZAwardDecisionSchema,
  lotIds: z
    .array(z.number().int().positive())
    .min(1, 'Elige al menos un lote.')
    .max(1000, 'Demasiados lotes a la vez.'),
});
export type TBulkAwardDecisionRequest = z.infer<typeof ZBulkAwardDecisionRequestSchema>;

export const ZAwardDecisionResponseSchema = z.object({
  data: z.object({
    lots: z.array(z.object({ id: z.number().int(), awardState: z.enum(lotAwardStates), sold: z.boolean() })),
  }),
});
export type TAwardDecisionResponse = z.infer<typeof ZAwardDecisionResponseSchema>;
