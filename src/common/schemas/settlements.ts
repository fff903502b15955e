import { z } from 'zod';
import { buyerTaxRegimes } from '@/common/tax-treatment.ts';
import { apiText } from '../i18n/api/index.ts';
import { ZDbIdSchema } from './api.ts';
import { ZInvoiceSummarySchema } from './invoices.ts';

/** The buyer's liquidación de compra and the back office's view of it (issue: after the hammer). */

import { depositStatuses } from '../deposit-statuses.ts';

export { depositStatuses, type TDepositStatus } from '../deposit-statuses.ts';

export const paymentMethods = ['transfer', 'card', 'cash', 'deposit', 'other'] as const;

/** pendiente de pago → pagado → retirado; `cancelled` when the sale was undone for not paying. */
export const settlementStates = ['pending', 'paid', 'collected', 'cancelled'] as const;
export type TSettlementState = (typeof settlementStates)[number];

export const ZSettlementLineSchema = z
  .object({
    id: z.number().int(),
    lotId: z.number().int().nullable(),
    saleLotId: z.number().int().nullable(),
    title: z.string(),
    description: z.string().describe('What the invoice says: the lot’s invoiceDescription, or its title'),
    hammer: z.number().int(),
    premiumPercent: z.number(),
    premium: z.number().int(),
    premiumVatPercent: z.number(),
    premiumVat: z.number().int(),
    goodsVatPercent: z.number().nullable().describe('Null: goods exempt from IVA'),
    goodsVat: z.number().int(),
    total: z.number().int(),
    awardedOn: z.iso.datetime({ offset: true }),
    invoiceId: z.number().int().nullable(),
    collectedOn: z.iso.datetime({ offset: true }).nullable(),
    withdrawnOn: z.iso
      .datetime({ offset: true })
      .nullable()
      .describe('The consumer withdrew: the line no longer counts in the totals (modules/withdrawals)'),
  })
  .meta({ id: 'SettlementLine' });
export type TSettlementLine = z.infer<typeof ZSettlementLineSchema>;

export const ZPaymentSchema = z
  .object({
    id: z.number().int(),
    amount: z.number().int().describe('Cents; negative for a refund'),
    method: z.enum(paymentMethods),
    note: z.string().nullable(),
    paidOn: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Payment' });
export type TPayment = z.infer<typeof ZPaymentSchema>;

export const ZSettlementTotalsSchema = z.object({
  hammer: z.number().int(),
  premium: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  paid: z.number().int(),
  balance: z.number().int().describe('Still owed; negative when overpaid (to refund)'),
});

/** The proof that the goods left Spain (docs/after-the-hammer.md, "Buyers abroad"). */
export const borderProofKinds = ['transport', 'customs'] as const;
export const ZBorderProofSchema = z
  .object({
    kind: z
      .enum(borderProofKinds)
      .describe('transport: an intra-EU supply (CMR, statement of arrival); customs: an export (DUA)'),
    document: z.string().describe('The document’s number (the DUA’s MRN, the CMR’s number)'),
    date: z.iso.date(),
    recordedOn: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'BorderProof' });
export type TBorderProof = z.infer<typeof ZBorderProofSchema>;

/** A scanned proof kept in private storage: its download is for contabilidad alone. */
export const ZBorderProofFileSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    mimeType: z.string(),
    size: z.number().int().describe('Bytes'),
    uploadedOn: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'BorderProofFile' });
export type TBorderProofFile = z.infer<typeof ZBorderProofFileSchema>;

export const ZBorderProofFileResponseSchema = z.object({ data: z.object({ file: ZBorderProofFileSchema }) });
export type TBorderProofFileResponse = z.infer<typeof ZBorderProofFileResponseSchema>;

export const ZBorderProofFileParamsSchema = z.object({ id: ZDbIdSchema, fileId: ZDbIdSchema });

/** An intra-EU supply invoiced exempt whose transport proof is past its deadline. */
export const ZBorderProofOverdueSchema = z
  .object({
    settlementId: z.number().int(),
    auctionId: z.number().int().nullable(),
    auctionTitle: z.string(),
    reference: z.string(),
    buyerName: z.string(),
    vatId: z.string().nullable(),
    deadline: z.iso
      .date()
      .describe('The last day the proof could come: three months after the exempt invoice'),
  })
  .meta({ id: 'BorderProofOverdue' });
export type TBorderProofOverdue = z.infer<typeof ZBorderProofOverdueSchema>;

export const ZBorderProofsOverdueResponseSchema = z.object({
  data: z.object({ overdue: z.array(ZBorderProofOverdueSchema) }),
});
export type TBorderProofsOverdueResponse = z.infer<typeof ZBorderProofsOverdueResponseSchema>;

/** `POST /api/admin/settlements/{id}/border-proof`: the clerk records the proof. */
export const ZBorderProofRequestSchema = z.object({
  kind: z.enum(borderProofKinds, { error: () => apiText.settlements.proofKindMissing }),
  document: z
    .string({ error: () => apiText.settlements.documentMissing })
    .trim()
    .min(3, { error: () => apiText.settlements.documentTooShort })
    .max(60, { error: () => apiText.settlements.documentTooLong }),
  date: z.iso.date({ error: () => apiText.settlements.documentDateInvalid }),
});
export type TBorderProofRequest = z.infer<typeof ZBorderProofRequestSchema>;

export const ZSettlementSchema = z
  .object({
    id: z.number().int(),
    auctionId: z.number().int().nullable(),
    saleId: z.number().int().nullable(),
    userId: z.number().int(),
    title: z.string().describe('The auction’s or liquidación’s title'),
    reference: z.string().describe('ISO 11649 reference to write in the transfer concept'),
    state: z.enum(settlementStates),
    isOverdue: z.boolean(),
    dueDate: z.iso.datetime({ offset: true }).nullable(),
    lastCollectionDate: z.iso.datetime({ offset: true }).nullable(),
    externalInvoice: z
      .boolean()
      .describe('True: the seller invoices the goods directly (the house still invoices its premium)'),
    lines: z.array(ZSettlementLineSchema),
    payments: z.array(ZPaymentSchema),
    invoices: z.array(ZInvoiceSummarySchema).describe('Issued invoices and rectificativas, oldest first'),
    totals: ZSettlementTotalsSchema,
    pickup: z
      .object({
        slotId: z.number().int(),
        startsAt: z.iso.datetime({ offset: true }),
        endsAt: z.iso.datetime({ offset: true }),
        address: z.string().nullable().describe('Where the lots are collected'),
        mapUrl: z.string().nullable().describe('That place on OpenStreetMap, opened only if followed'),
      })
      .nullable()
      .describe('The booked pick-up slot'),
    collectionCode: z.string().nullable().describe('The release note’s code, once paid'),
    payByCard: z.boolean().describe('Whether the buyer can pay what is owed by card now'),
    transfer: z
      .object({
        iban: z.string().describe('Printed in groups of four'),
        holder: z.string(),
        bic: z.string().nullable(),
        reference: z.string().describe('What to write in the transfer concept'),
        amount: z.number().int(),
      })
      .nullable()
      .describe('How to pay by bank transfer; null when nothing is owed'),
    deposit: z
      .object({ amount: z.number().int(), status: z.enum(depositStatuses) })
      .nullable()
      .describe('The subscription’s deposit, when the auction has one'),
    borderProof: ZBorderProofSchema.nullable().describe(
      'The proof that the goods left Spain, recorded by the clerk (docs/after-the-hammer.md, "Buyers abroad")',
    ),
    borderProofFiles: z
      .array(ZBorderProofFileSchema)
      .describe('The scanned proofs kept privately (downloaded by contabilidad)'),
    borderProofDeadline: z.iso
      .date()
      .nullable()
      .describe(
        'Goods invoiced exempt as an intra-EU supply and no transport proof yet: the last day it may come',
      ),
    borderExemptionLapsedOn: z.iso
      .datetime({ offset: true })
      .nullable()
      .describe('The proof never came: the exemption fell and the goods were invoiced again with IVA'),
    createdOn: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Settlement' });
export type TSettlement = z.infer<typeof ZSettlementSchema>;

export const ZSettlementResponseSchema = z.object({ data: z.object({ settlement: ZSettlementSchema }) });
export type TSettlementResponse = z.infer<typeof ZSettlementResponseSchema>;

export const ZSettlementsResponseSchema = z.object({
  data: z.object({ settlements: z.array(ZSettlementSchema) }),
});
export type TSettlementsResponse = z.infer<typeof ZSettlementsResponseSchema>;

/** The back office's view: the settlement with its buyer. */
export const ZAdminSettlementSchema = ZSettlementSchema.extend({
  buyer: z.object({
    id: z.number().int(),
    name: z.string(),
    vatId: z.string().nullable(),
    email: z.string(),
  }),
  subscriptionId: z
    .number()
    .int()
    .nullable()
    .describe('The buyer’s subscription (deposit), when there is one'),
  taxRegime: z
    .enum(buyerTaxRegimes)
    .describe(
      'How the buyer is taxed: domestic IVA, intra-EU business (goods exempt art. 25, premium reverse charge) or export (IVA held until the customs proof)',
    ),
}).meta({ id: 'AdminSettlement' });
export type TAdminSettlement = z.infer<typeof ZAdminSettlementSchema>;

export const ZAdminSettlementsResponseSchema = z.object({
  data: z.object({ settlements: z.array(ZAdminSettlementSchema) }),
});
export type TAdminSettlementsResponse = z.infer<typeof ZAdminSettlementsResponseSchema>;
