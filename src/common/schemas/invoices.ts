import { z } from 'zod';

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
    .enum(clerkRectificationCauses, { error: 'Elige por qué se rectifica: error, concurso, impago u otro.' })
    .default('error')
    .describe(
      'error (R1, re-issued with current data), insolvency (R2), bad-debt (R3), other (R4, re-issued); R2 and R3 are not re-issued',
    ),
  reason: z
    .string({ error: 'Escribe el motivo de la rectificación.' })
    .trim()
    .min(5, 'Escribe el motivo de la rectificación (al menos 5 caracteres).')
    .max(500, 'El motivo no puede pasar de 500 caracteres.'),
});

export const ZRectifyInvoiceResponseSchema = z.object({
  data: z.object({ rectification: ZAdminInvoiceSchema, replacement: ZAdminInvoiceSchema.nullable() }),
});
