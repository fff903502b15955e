import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';

const t = apiText.invoices;

/**
 * F1 an invoice; R1–R4 a *factura rectificativa*, its type set by why it corrects (docs/after-the-hammer.md,
 * "Invoices"): R1 an error or a sale undone (art. 80.Uno, Dos and Seis of Ley 37/1992), R2 the buyer in
 * insolvency proceedings (80.Tres), R3 a debt that cannot be collected (80.Cuatro), R4 anything else.
 */
export const invoiceKinds = ['F1', 'R1', 'R2', 'R3', 'R4'] as const;
export type TInvoiceKind = (typeof invoiceKinds)[number];
export type TRectificationKind = Exclude<TInvoiceKind, 'F1'>;
export const isRectification = (kind: TInvoiceKind) => kind !== 'F1';

/**
 * Why an invoice is rectified, and the type each gives: a clerk picks among `clerkRectificationCauses`;
 * `undone` is a whole sale undone (a deposit forfeited), `withdrawal` one lot a consumer withdrew from.
 */
export const rectificationCauses = {
  error: 'R1',
  undone: 'R1',
  withdrawal: 'R1',
  insolvency: 'R2',
  'bad-debt': 'R3',
  other: 'R4',
} as const satisfies Record<string, TRectificationKind>;
export type TRectificationCause = keyof typeof rectificationCauses;
/** What a clerk may choose; a sale is undone by forfeiting the deposit or a withdrawal, not here. */
export const clerkRectificationCauses = ['error', 'insolvency', 'bad-debt', 'other'] as const;
export type TClerkRectificationCause = (typeof clerkRectificationCauses)[number];

/** An issued invoice as lists show it; the document itself is its PDF. */
export const ZInvoiceSummarySchema = z
  .object({
    id: z.number().int(),
    fullNumber: z.string().describe('Series and number, e.g. LJ2026/000001'),
    kind: z
      .enum(invoiceKinds)
      .describe(
        'F1: invoice; R1–R4: factura rectificativa (R1 error or sale undone, R2 insolvency, R3 bad debt, R4 other)',
      ),
    issueDate: z.iso.date(),
    total: z.number().int().describe('Cents; negative on a rectificativa'),
    taxTotal: z.number().int(),
    rectifiedInvoiceId: z.number().int().nullable(),
  })
  .meta({ id: 'InvoiceSummary' });
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummarySchema>;

export const ZAdminInvoiceSchema = ZInvoiceSummarySchema.extend({
  settlementId: z.number().int(),
  auctionId: z.number().int().nullable(),
  userId: z.number().int(),
  issuerName: z.string(),
  issuerNif: z.string(),
  recipientName: z.string(),
  recipientNif: z.string(),
  rectificationReason: z.string().nullable(),
  rectifiedBy: z
    .string()
    .nullable()
    .describe(
      'Number of the factura rectificativa that cancelled this invoice; it cannot be rectified again',
    ),
  fingerprint: z.string().describe('VERI*FACTU huella (SHA-256) of this billing record'),
}).meta({ id: 'AdminInvoice' });
export type TAdminInvoice = z.infer<typeof ZAdminInvoiceSchema>;

export const ZAdminInvoicesResponseSchema = z.object({
  data: z.object({ invoices: z.array(ZAdminInvoiceSchema) }),
  metadata: z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});
export type TAdminInvoicesResponse = z.infer<typeof ZAdminInvoicesResponseSchema>;

/** `order` of the admin's list: the columns a clerk sorts invoices by (a whitelist: nothing else reaches SQL). */
export const invoiceOrderFields = ['issueDate', 'fullNumber', 'recipientName', 'total'] as const;
export const ZInvoiceOrderSchema = z
  .object({ field: z.enum(invoiceOrderFields), direction: z.enum(['asc', 'desc']).default('desc') })
  .strict();
export type TInvoiceOrder = z.infer<typeof ZInvoiceOrderSchema>;

export const ZRectifyInvoiceRequestSchema = z.object({
  cause: z
    .enum(clerkRectificationCauses, { error: () => t.rectificationCauseMissing })
    .default('error')
    .describe(
      'error (R1, re-issued with current data), insolvency (R2), bad-debt (R3), other (R4, re-issued); R2 and R3 are not re-issued',
    ),
  reason: z
    .string({ error: () => t.rectificationReasonMissing })
    .trim()
    .min(5, { error: () => t.rectificationReasonTooShort })
    .max(500, { error: () => t.reasonTooLong }),
});

export const ZRectifyInvoiceResponseSchema = z.object({
  data: z.object({ rectification: ZAdminInvoiceSchema, replacement: ZAdminInvoiceSchema.nullable() }),
});

/**
 * How Lonja keeps its billing records (docs/verifactu.md): `no-verifactu` (the default) signs each record and
 * keeps it with an event log; `verifactu` sends each record to the AEAT as it is made.
 */
export const invoicingModes = ['no-verifactu', 'verifactu'] as const;
export type TInvoicingMode = (typeof invoicingModes)[number];

export const ZInvoicingModeSchema = z.enum(invoicingModes);

/** An alta registers an invoice (F1 or R1–R4); an anulación cancels one issued by mistake. */
export const billingRecordKinds = ['alta', 'anulacion'] as const;
export type TBillingRecordKind = (typeof billingRecordKinds)[number];

/**
 * Where a record stands: `pending` until signed (no-VERI*FACTU) or sent (VERI*FACTU); `signed` kept with its
 * XAdES signature; `accepted`, `accepted-with-errors` and `rejected` the AEAT's answer (EstadoRegistro
 * Correcto, AceptadoConErrores, Incorrecto).
 */
export const billingRecordStatuses = [
  'pending',
  'signed',
  'accepted',
  'accepted-with-errors',
  'rejected',
] as const;
export type TBillingRecordStatus = (typeof billingRecordStatuses)[number];

export const ZBillingRecordSchema = z
  .object({
    id: z.number().int(),
    invoiceId: z.number().int(),
    kind: z.enum(billingRecordKinds),
    mode: ZInvoicingModeSchema,
    status: z.enum(billingRecordStatuses),
    fingerprint: z.string(),
    recordedAt: z.string().describe('FechaHoraHusoGenRegistro'),
    attempts: z.number().int().describe('Submissions tried (VERI*FACTU)'),
    nextAttemptAt: z.iso.datetime().nullable(),
    errorCode: z.string().nullable().describe('CodigoErrorRegistro from the AEAT'),
    errorDescription: z.string().nullable(),
    csv: z.string().nullable().describe('The AEAT’s secure verification code of the accepted submission'),
    lastError: z.string().nullable().describe('The last transport failure, retried'),
    hasSignedXml: z.boolean(),
  })
  .meta({ id: 'BillingRecord' });
export type TBillingRecord = z.infer<typeof ZBillingRecordSchema>;

export const ZBillingRecordsResponseSchema = z.object({
  data: z.object({ billingRecords: z.array(ZBillingRecordSchema) }),
});

export const ZInvoicingModeResponseSchema = z.object({ data: z.object({ mode: ZInvoicingModeSchema }) });

export const ZInvoicingModeRequestSchema = z.object({ mode: ZInvoicingModeSchema });

export const ZAnnulInvoiceRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, { error: () => t.annulmentReasonMissing })
    .max(500),
});

/**
 * Events the system records (Orden HAC/1177/2024, art. 9), by the AEAT's TipoEvento code: 01/02 start and
 * stop as a no-VERI*FACTU system, 03/04 a check of the billing records' chain and an anomaly it found, 05/06
 * the same for the event log, 08/09 an export of billing records or of events, 90 others (a mode change).
 */
export const billingEventTypes = ['01', '02', '03', '04', '05', '06', '08', '09', '90'] as const;
export type TBillingEventType = (typeof billingEventTypes)[number];

export const ZBillingEventSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(billingEventTypes),
    description: z.string(),
    occurredAt: z.string().describe('FechaHoraHusoGenEvento'),
    actorId: z.number().int().nullable(),
    fingerprint: z.string(),
    previousFingerprint: z.string().nullable(),
  })
  .meta({ id: 'BillingEvent' });
export type TBillingEvent = z.infer<typeof ZBillingEventSchema>;

export const ZBillingEventsResponseSchema = z.object({
  data: z.object({ billingEvents: z.array(ZBillingEventSchema) }),
  metadata: z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});

export const ZChainCheckResponseSchema = z.object({
  data: z.object({
    checked: z.number().int(),
    anomalies: z.array(z.string()).describe('Each break found, in Spanish'),
  }),
});
