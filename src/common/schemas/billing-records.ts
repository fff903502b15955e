import { z } from 'zod';

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
  reason: z.string().trim().min(3, 'Indica el motivo de la anulación.').max(500),
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
