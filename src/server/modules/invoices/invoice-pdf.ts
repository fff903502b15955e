import { formatCents, formatDate } from '@/common/format.ts';
import { isRectification, type TRectificationKind } from '@/common/schemas/invoices.ts';
import { lineTaxTreatment, type TTaxTreatment } from '@/common/tax-treatment.ts';
import type { invoices } from '@/server/db/schema/index.ts';
import { qrSvg, renderPdf, type TPdfDefinition } from '@/server/documents/pdf.ts';
import type { invoiceVerification } from './verifactu.ts';

type TInvoiceRow = typeof invoices.$inferSelect;

type TTaxed = { vatPercent: number | null; treatment?: TTaxTreatment; provision?: string | null };

/** The rate column: the rate, or the treatment of a line without quota. */
const rate = (line: TTaxed) => {
  if (line.vatPercent !== null) return `${line.vatPercent} %`;
  const treatment = line.treatment ?? 'exempt';
  return treatment === 'rebu' ? 'REBU' : treatment === 'not-subject' ? 'No sujeto' : 'Exento';
};
/** REBU shows no IVA quota at all (docs/after-the-hammer.md, "Invoices"): its quota cells stay empty. */
const quota = (line: TTaxed, cents: number) => (line.treatment === 'rebu' ? '' : formatCents(cents));
/** Each treatment's wording once, citing its exact provision (`lineTaxTreatment`). */
const taxNotes = (lines: readonly TTaxed[]) => [
  ...new Set(lines.map((line) => lineTaxTreatment(line).legend).filter((legend) => legend !== null)),
];

/** The legal ground each type of rectification rests on, as the invoice states it. */
const rectificationGrounds: Record<TRectificationKind, string> = {
  R1: 'error fundado en derecho o resolución de la operación (art. 80.Uno, Dos y Seis de la Ley 37/1992)',
  R2: 'destinatario en concurso de acreedores (art. 80.Tres de la Ley 37/1992)',
  R3: 'crédito incobrable (art. 80.Cuatro de la Ley 37/1992)',
  R4: 'otras causas',
};

/** How the invoice names each kind of identifier. */
const idLabel = { nif: 'NIF', nie: 'NIE', cif: 'CIF', 'eu-vat': 'NIF-IVA', passport: 'Pasaporte' } as const;

/**
 * The invoice as a PDF document with the content RD 1619/2012 art. 6 requires (number and series, date,
 * issuer and recipient with NIF and address, description, tax base per rate, rate, quota, total) and the
 * verification QR under "QR tributario:", with the legend its mode allows (`invoiceVerification`,
 * docs/verifactu.md).
 */
export const renderInvoicePdf = async (
  invoice: TInvoiceRow,
  options: { verification: ReturnType<typeof invoiceVerification>; rectifiedNumber?: string },
) =>
  renderPdf(
    invoiceDefinition(invoice, {
      qr: await qrSvg(options.verification.qrUrl, 'M'),
      legend: options.verification.legend,
      rectifiedNumber: options.rectifiedNumber,
    }),
  );

/** The invoice's document definition, apart from rendering so tests read its text. */
export const invoiceDefinition = (
  invoice: TInvoiceRow,
  options: { qr: string; legend?: string | null; rectifiedNumber?: string },
): TPdfDefinition => {
  const { qr } = options;
  const isRectifying = isRectification(invoice.kind);
  const party = (title: string, who: TInvoiceRow['issuer']) => ({
    stack: [
      { text: title, style: 'label' },
      { text: who.name, bold: true },
      { text: `${idLabel[who.idType ?? 'nif']}: ${who.nif || '—'}${who.country ? ` (${who.country})` : ''}` },
      { text: who.address || '—' },
    ],
  });
  const hasQuota = invoice.lines.some((line) => line.treatment !== 'rebu');
  return {
    info: { title: `Factura ${invoice.fullNumber}`, author: invoice.issuer.name, subject: 'Factura' },
    styles: {
      title: { fontSize: 18, bold: true },
      label: { fontSize: 8, color: '#555555', margin: [0, 0, 0, 2] },
      th: { bold: true, fillColor: '#eeeeee' },
    },
    content: [
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: isRectifying ? `Factura rectificativa (${invoice.kind})` : 'Factura', style: 'title' },
              { text: `Número: ${invoice.fullNumber}`, bold: true, margin: [0, 6, 0, 0] },
              { text: `Serie: ${invoice.series}` },
              { text: `Fecha de expedición: ${formatDate(`${invoice.issueDate}T12:00:00Z`)}` },
              ...(isRectifying
                ? [
                    {
                      text: `Rectifica la factura ${options.rectifiedNumber ?? ''}`.trim(),
                      margin: [0, 4, 0, 0],
                    },
                    { text: `Motivo: ${invoice.rectificationReason ?? ''}` },
                    { text: `Causa: ${rectificationGrounds[invoice.kind as TRectificationKind]}` },
                    {
                      text: 'Rectificación por diferencias (art. 15 RD 1619/2012): anula los importes de la original.',
                    },
                  ]
                : []),
            ],
          },
          {
            width: 130,
            stack: [
              { text: 'QR tributario:', alignment: 'center', fontSize: 8 },
              // 35 mm wide: within the 30–40 mm the specification asks for.
              { svg: qr, width: 99, alignment: 'center', margin: [0, 2, 0, 2] },
              ...(options.legend
                ? [{ text: options.legend, alignment: 'center', bold: true, fontSize: 8 }]
                : []),
            ],
          },
        ],
      },
      {
        columns: [party('Emisor', invoice.issuer), party('Destinatario', invoice.recipient)],
        margin: [0, 18, 0, 18],
        columnGap: 20,
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 70, 45, 60, 70],
          body: [
            [
              { text: 'Concepto', style: 'th' },
              { text: 'Base imponible', style: 'th', alignment: 'right' },
              { text: 'IVA', style: 'th', alignment: 'right' },
              { text: 'Cuota', style: 'th', alignment: 'right' },
              { text: 'Importe', style: 'th', alignment: 'right' },
            ],
            ...invoice.lines.map((line) => [
              line.description,
              { text: formatCents(line.base), alignment: 'right' },
              { text: rate(line), alignment: 'right' },
              { text: quota(line, line.vat), alignment: 'right' },
              { text: formatCents(line.base + line.vat), alignment: 'right' },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        margin: [0, 18, 0, 0],
        columns: [
          { width: '*', text: '' },
          {
            width: 260,
            table: {
              widths: ['*', 70, 70],
              body: [
                [
                  { text: 'Tipo de IVA', style: 'th' },
                  { text: 'Base', style: 'th', alignment: 'right' },
                  { text: 'Cuota', style: 'th', alignment: 'right' },
                ],
                ...invoice.taxBreakdown.map((group) => [
                  rate(group),
                  { text: formatCents(group.base), alignment: 'right' },
                  { text: quota(group, group.vat), alignment: 'right' },
                ]),
                ...(hasQuota
                  ? [
                      [
                        { text: 'Total IVA', bold: true },
                        '',
                        { text: formatCents(invoice.taxTotal), alignment: 'right', bold: true },
                      ],
                    ]
                  : []),
                [
                  { text: 'Total factura', bold: true, fontSize: 11 },
                  '',
                  { text: formatCents(invoice.total), alignment: 'right', bold: true, fontSize: 11 },
                ],
              ],
            },
            layout: 'lightHorizontalLines',
          },
        ],
      },
      ...taxNotes(invoice.lines).map((note, index) => ({ text: note, margin: [0, index ? 4 : 14, 0, 0] })),
      {
        text: `Huella del registro de facturación: ${invoice.fingerprint}`,
        fontSize: 7,
        color: '#555555',
        margin: [0, 24, 0, 0],
      },
    ],
  } as TPdfDefinition;
};

/** "factura-LJ2026-000001.pdf" */
export const invoiceFileName = (invoice: Pick<TInvoiceRow, 'fullNumber' | 'kind'>) =>
  `${isRectification(invoice.kind) ? 'factura-rectificativa' : 'factura'}-${invoice.fullNumber.replace(/[^0-9A-Za-z]+/g, '-')}.pdf`;
