import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';
import { jsonQuery, ZPageMetadataSchema, ZPageQuerySchema } from './api.ts';
import { ZPaymentSchema } from './settlements.ts';

const maxCents = 2_000_000_000;
const t = apiText.payments;

/** An admin records money received, or returned (negative), for a liquidación. */
export const ZRecordPaymentRequestSchema = z.object({
  amount: z
    .number({ error: () => t.amountMissing })
    .int({ error: () => t.amountNotWhole })
    .min(-maxCents, { error: () => t.amountTooLarge })
    .max(maxCents, { error: () => t.amountTooLarge })
    .refine((amount) => amount !== 0, { error: () => t.amountZero }),
  method: z.enum(['transfer', 'cash', 'other'], {
    error: () => t.methodMissing,
  }),
  paidOn: z.iso.date({ error: () => t.paidOnMissing }),
  note: z
    .string()
    .trim()
    .max(500, { error: () => t.noteTooLong })
    .nullable()
    .default(null),
});
export type TRecordPaymentRequest = z.input<typeof ZRecordPaymentRequestSchema>;

export const ZPaymentResponseSchema = z.object({ data: z.object({ payment: ZPaymentSchema }) });
export type TPaymentResponse = z.infer<typeof ZPaymentResponseSchema>;

export const bankLineStatuses = ['matched', 'unmatched', 'ignored'] as const;
export type TBankLineStatus = (typeof bankLineStatuses)[number];

export const ZBankLineSchema = z
  .object({
    id: z.number().int(),
    bookingDate: z.iso.date(),
    amount: z.number().int().describe('Cents; credits positive'),
    concept: z.string(),
    status: z.enum(bankLineStatuses),
    settlementId: z.number().int().nullable(),
  })
  .meta({ id: 'BankLine' });
export type TBankLine = z.infer<typeof ZBankLineSchema>;

/**
 * A character base64 does not use. The file is checked by looking for one, not by matching it whole with
 * `^[…]+$`: once a process has compiled enough regular expressions V8 stops optimising new ones, and such a
 * pattern then keeps one backtracking entry per character, which overflowed the stack on a file of some
 * megabytes (a 500, docs/testing.md).
 */
const notBase64 = /[^A-Za-z0-9+/=\s]/;

/** A bank statement file (Norma 43 or CSV) sent as base64, as the lot import sends spreadsheets. */
export const ZImportBankStatementRequestSchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, { error: () => t.fileNameMissing })
    .max(200),
  contentBase64: z
    .string()
    .min(1, { error: () => t.fileEmpty })
    .max(8_000_000, { error: () => t.statementTooLarge })
    .refine((value) => !notBase64.test(value), { error: () => t.fileGarbled })
    .describe('The file in base64; line breaks are allowed'),
});

export const ZImportBankStatementResponseSchema = z.object({
  data: z.object({
    statementId: z.number().int(),
    format: z.enum(['norma43', 'csv']),
    lines: z.array(ZBankLineSchema),
    duplicates: z.number().int().describe('Movements already imported before, skipped'),
  }),
});
export type TImportBankStatementResponse = z.infer<typeof ZImportBankStatementResponseSchema>;

export const ZBankLinesResponseSchema = z.object({
  data: z.object({ lines: z.array(ZBankLineSchema) }),
  metadata: ZPageMetadataSchema,
});
export type TBankLinesResponse = z.infer<typeof ZBankLinesResponseSchema>;

/** The columns a clerk sorts bank movements by (a whitelist: nothing else reaches SQL). */
export const bankLineOrderFields = ['bookingDate', 'amount'] as const;
export const ZBankLineOrderSchema = z
  .object({ field: z.enum(bankLineOrderFields), direction: z.enum(['asc', 'desc']).default('desc') })
  .strict();
export type TBankLineOrder = z.infer<typeof ZBankLineOrderSchema>;

export const ZBankLinesQuerySchema = ZPageQuerySchema.extend({
  status: z.enum(bankLineStatuses).default('unmatched'),
  order: jsonQuery(ZBankLineOrderSchema).describe(
    'JSON: {"field":"bookingDate|amount","direction":"asc|desc"}',
  ),
});

export const ZAssignBankLineRequestSchema = z.object({
  reference: z
    .string()
    .trim()
    .min(4, { error: () => t.referenceMissing })
    .max(40),
});

/** `POST /api/admin/bank-lines/{id}/assign`: the liquidación the credit now pays, and its buyer. */
export const ZAssignBankLineResponseSchema = z.object({
  data: z.object({ settlementId: z.number().int(), userId: z.number().int() }),
});
export type TAssignBankLineResponse = z.infer<typeof ZAssignBankLineResponseSchema>;

/** The form the browser posts to the card gateway (Redsys redirect integration). */
export const ZCardPaymentFormResponseSchema = z.object({
  data: z.object({
    url: z.url().describe('The gateway’s payment page'),
    fields: z.object({
      Ds_SignatureVersion: z.string(),
      Ds_MerchantParameters: z.string(),
      Ds_Signature: z.string(),
    }),
  }),
});
export type TCardPaymentFormResponse = z.infer<typeof ZCardPaymentFormResponseSchema>;

/** What Redsys posts, server to server, when a card payment ends. */
export const ZRedsysNotificationRequestSchema = z.object({
  Ds_SignatureVersion: z.string().max(50),
  Ds_MerchantParameters: z.string().max(20_000),
  Ds_Signature: z.string().max(200),
});

export const ZRedsysNotificationResponseSchema = z.object({
  data: z.object({
    order: z.string(),
    status: z.string(),
    isRepeated: z.boolean().describe('The order had been settled already: a repeated notification'),
  }),
});
export type TRedsysNotificationResponse = z.infer<typeof ZRedsysNotificationResponseSchema>;
