import { and, asc, between, eq } from 'drizzle-orm';
import { isRectification } from '@/common/schemas/invoices.ts';
import { citedProvision, rebuMargin } from '@/common/tax-treatment.ts';
import type { TDb } from '@/server/db/client.ts';
import { invoices, payments, settlements, type TInvoiceLine, users } from '@/server/db/schema/index.ts';
import { spreadsheetCsv } from '@/server/lib/spreadsheet-csv.ts';
import { buyerName } from '@/server/modules/users/user-brief.ts';

/** The rates the exports give a column to; any other rate still adds to the totals. */
const rates = [21, 10, 4] as const;

const treatmentNames = { general: 'General', exempt: 'Exenta', 'not-subject': 'No sujeta', rebu: 'REBU' };

/** The invoice's treatments, each with its exact provision: "Exenta art. 20.Uno.22º Ley 37/1992". */
const regimeOf = (lines: TInvoiceLine[]) =>
  [
    ...new Set(
      lines.map((line) => {
        const treatment = line.treatment ?? (line.vatPercent === null ? 'exempt' : 'general');
        const provision = citedProvision(treatment, line.provision);
        return [treatmentNames[treatment], provision?.article].filter(Boolean).join(' ');
      }),
    ),
  ].join('; ');

/**
 * The REBU margin of an invoice's REBU lines (art. 136–137 Ley 37/1992), with the IVA inside it, which the
 * house declares; empty when it has none, and a warning when a lot's purchase price is missing.
 */
const rebuColumns = (lines: TInvoiceLine[]) => {
  const rebu = lines.filter((line) => line.treatment === 'rebu');
  if (rebu.length === 0) return [{ text: '' }, { text: '' }, { text: '' }];
  if (rebu.some((line) => line.purchasePrice == null))
    return [{ text: 'Falta el precio de compra' }, { text: '' }, { text: '' }];
  const margins = rebu.map((line) =>
    rebuMargin({
      salePrice: line.base,
      purchasePrice: line.purchasePrice ?? 0,
      vatPercent: line.marginVatPercent ?? 21,
    }),
  );
  const sum = (field: 'margin' | 'base' | 'vat') =>
    margins.reduce((total, margin) => total + margin[field], 0);
  return [{ cents: sum('margin') }, { cents: sum('base') }, { cents: sum('vat') }];
};

/** Every invoice issued between two dates (inclusive), one row each, for the books (libro de facturas expedidas). */
export const invoicesCsv = async ({ db, from, to }: { db: TDb; from: string; to: string }) => {
  const rows = await db
    .select()
    .from(invoices)
    .where(between(invoices.issueDate, from, to))
    .orderBy(asc(invoices.issueDate), asc(invoices.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const header = [
    'Número',
    'Tipo',
    'Fecha',
    'NIF emisor',
    'Cliente',
    'NIF cliente',
    ...rates.flatMap((rate) => [`Base ${rate} %`, `IVA ${rate} %`]),
    'Base exenta',
    'Total IVA',
    'Total',
    'Rectifica a',
    'Régimen',
    'Margen REBU',
    'Base del margen',
    'IVA del margen',
  ];
  return spreadsheetCsv(
    header,
    rows.map((invoice) => {
      const group = (rate: number | null) =>
        invoice.taxBreakdown.find((candidate) => candidate.vatPercent === rate);
      return [
        { text: invoice.fullNumber },
        { text: isRectification(invoice.kind) ? `Rectificativa ${invoice.kind}` : 'Factura' },
        { date: invoice.issueDate },
        { text: invoice.issuerNif },
        { text: invoice.recipient.name },
        { text: invoice.recipient.nif },
        ...rates.flatMap((rate) => [{ cents: group(rate)?.base ?? 0 }, { cents: group(rate)?.vat ?? 0 }]),
        { cents: group(null)?.base ?? 0 },
        { cents: invoice.taxTotal },
        { cents: invoice.total },
        {
          text: invoice.rectifiedInvoiceId
            ? (byId.get(invoice.rectifiedInvoiceId)?.fullNumber ?? String(invoice.rectifiedInvoiceId))
            : '',
        },
        { text: regimeOf(invoice.lines) },
        ...rebuColumns(invoice.lines),
      ];
    }),
  );
};

const methods: Record<string, string> = {
  transfer: 'Transferencia',
  card: 'Tarjeta',
  cash: 'Efectivo',
  deposit: 'Depósito aplicado',
  other: 'Otro',
};

/** Every payment and refund between two dates, with the liquidación and the buyer. */
export const paymentsCsv = async ({ db, from, to }: { db: TDb; from: string; to: string }) => {
  const rows = await db
    .select({ payment: payments, settlement: settlements, user: users })
    .from(payments)
    .innerJoin(settlements, eq(settlements.id, payments.settlementId))
    .innerJoin(users, eq(users.id, settlements.userId))
    .where(and(between(payments.paidOn, new Date(`${from}T00:00:00Z`), new Date(`${to}T23:59:59.999Z`))))
    .orderBy(asc(payments.paidOn), asc(payments.id));
  return spreadsheetCsv(
    ['Fecha', 'Referencia', 'Comprador', 'NIF', 'Medio', 'Importe', 'Nota'],
    rows.map(({ payment, settlement, user }) => [
      { date: payment.paidOn },
      { text: settlement.reference },
      { text: buyerName(user) },
      { text: user.vatId ?? '' },
      { text: methods[payment.method] ?? payment.method },
      { cents: payment.amount },
      { text: payment.note ?? '' },
    ]),
  );
};
