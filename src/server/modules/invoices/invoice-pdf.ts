import { formatCents, formatDate } from '@/common/format.ts';
import type { TLanguage } from '@/common/language.ts';
import { isRectification, type TRectificationKind } from '@/common/schemas/invoices.ts';
import { lineTaxTreatment, type TTaxTreatment } from '@/common/tax-treatment.ts';
import type { invoices } from '@/server/db/schema/index.ts';
import { qrSvg, renderPdf, type TPdfDefinition } from '@/server/documents/pdf.ts';
import type { invoiceVerification } from './verifactu.ts';

type TInvoiceRow = typeof invoices.$inferSelect;

type TTaxed = { vatPercent: number | null; treatment?: TTaxTreatment; provision?: string | null };

/**
 * The invoice's words: Spanish, its legal language, always; for a buyer who reads English, the English
 * beside it ("Factura / Invoice"), so the document stays the one the law asks for and they understand it
 * (docs/product.md#languages).
 */
type TSays = (spanish: string, english: string) => string;
const wordsIn =
  (language: TLanguage): TSays =>
  (spanish, english) =>
    language === 'en' && english !== spanish ? `${spanish} / ${english}` : spanish;

/** The rate column: the rate, or the treatment of a line without quota. */
const rate = (line: TTaxed, says: TSays) => {
  if (line.vatPercent !== null) return `${line.vatPercent} %`;
  const treatment = line.treatment ?? 'exempt';
  return treatment === 'rebu'
    ? 'REBU'
    : treatment === 'not-subject'
      ? says('No sujeto', 'Not subject to VAT')
      : says('Exento', 'Exempt');
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
  options: {
    verification: ReturnType<typeof invoiceVerification>;
    rectifiedNumber?: string;
    /** The buyer's language: English adds its words beside the Spanish ones. */
    language?: TLanguage;
  },
) =>
  renderPdf(
    invoiceDefinition(invoice, {
      qr: await qrSvg(options.verification.qrUrl, 'M'),
      legend: options.verification.legend,
      rectifiedNumber: options.rectifiedNumber,
      language: options.language,
    }),
  );

/** The totals under the lines: base and quota per rate, the IVA and the invoice's total. */
const totalsTable = (invoice: TInvoiceRow, says: TSays) => {
  const hasQuota = invoice.lines.some((line) => line.treatment !== 'rebu');
  return {
    margin: [0, 18, 0, 0],
    columns: [
      { width: '*', text: '' },
      {
        width: 260,
        table: {
          widths: ['*', 70, 70],
          body: [
            [
              { text: says('Tipo de IVA', 'VAT rate'), style: 'th' },
              { text: says('Base', 'Base'), style: 'th', alignment: 'right' },
              { text: says('Cuota', 'VAT amount'), style: 'th', alignment: 'right' },
            ],
            ...invoice.taxBreakdown.map((group) => [
              rate(group, says),
              { text: formatCents(group.base), alignment: 'right' },
              { text: quota(group, group.vat), alignment: 'right' },
            ]),
            ...(hasQuota
              ? [
                  [
                    { text: says('Total IVA', 'Total VAT'), bold: true },
                    '',
                    { text: formatCents(invoice.taxTotal), alignment: 'right', bold: true },
                  ],
                ]
              : []),
            [
              { text: says('Total factura', 'Invoice total'), bold: true, fontSize: 11 },
              '',
              { text: formatCents(invoice.total), alignment: 'right', bold: true, fontSize: 11 },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
};

/** The invoice's document definition, apart from rendering so tests read its text. */
export const invoiceDefinition = (
  invoice: TInvoiceRow,
  options: { qr: string; legend?: string | null; rectifiedNumber?: string; language?: TLanguage },
): TPdfDefinition => {
  const { qr } = options;
  const says = wordsIn(options.language ?? 'es');
  const isRectifying = isRectification(invoice.kind);
  const party = (title: string, who: TInvoiceRow['issuer']) => ({
    stack: [
      { text: title, style: 'label' },
      { text: who.name, bold: true },
      { text: `${idLabel[who.idType ?? 'nif']}: ${who.nif || '—'}${who.country ? ` (${who.country})` : ''}` },
      { text: who.address || '—' },
    ],
  });
  return {
    info: {
      title: `${says('Factura', 'Invoice')} ${invoice.fullNumber}`,
      author: invoice.issuer.name,
      subject: says('Factura', 'Invoice'),
    },
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
              {
                text: isRectifying
                  ? `${says('Factura rectificativa', 'Corrective invoice')} (${invoice.kind})`
                  : says('Factura', 'Invoice'),
                style: 'title',
              },
              {
                text: `${says('Número', 'Number')}: ${invoice.fullNumber}`,
                bold: true,
                margin: [0, 6, 0, 0],
              },
              { text: `${says('Serie', 'Series')}: ${invoice.series}` },
              {
                text: `${says('Fecha de expedición', 'Date of issue')}: ${formatDate(`${invoice.issueDate}T12:00:00Z`)}`,
              },
              ...(isRectifying
                ? [
                    {
                      text: `${says('Rectifica la factura', 'Corrects invoice')} ${options.rectifiedNumber ?? ''}`.trim(),
                      margin: [0, 4, 0, 0],
                    },
                    { text: `${says('Motivo', 'Reason')}: ${invoice.rectificationReason ?? ''}` },
                    {
                      text: `${says('Causa', 'Legal ground')}: ${rectificationGrounds[invoice.kind as TRectificationKind]}`,
                    },
                    {
                      text: says(
                        'Rectificación por diferencias (art. 15 RD 1619/2012): anula los importes de la original.',
                        'Correction by differences: cancels the amounts of the original invoice.',
                      ),
                    },
                  ]
                : []),
            ],
          },
          {
            width: 130,
            stack: [
              { text: says('QR tributario:', 'Tax QR code:'), alignment: 'center', fontSize: 8 },
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
        columns: [
          party(says('Emisor', 'Issuer'), invoice.issuer),
          party(says('Destinatario', 'Recipient'), invoice.recipient),
        ],
        margin: [0, 18, 0, 18],
        columnGap: 20,
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 70, 45, 60, 70],
          body: [
            [
              { text: says('Concepto', 'Description'), style: 'th' },
              { text: says('Base imponible', 'Taxable base'), style: 'th', alignment: 'right' },
              { text: says('IVA', 'VAT'), style: 'th', alignment: 'right' },
              { text: says('Cuota', 'VAT amount'), style: 'th', alignment: 'right' },
              { text: says('Importe', 'Amount'), style: 'th', alignment: 'right' },
            ],
            ...invoice.lines.map((line) => [
              line.description,
              { text: formatCents(line.base), alignment: 'right' },
              { text: rate(line, says), alignment: 'right' },
              { text: quota(line, line.vat), alignment: 'right' },
              { text: formatCents(line.base + line.vat), alignment: 'right' },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      totalsTable(invoice, says),
      ...taxNotes(invoice.lines).map((note, index) => ({ text: note, margin: [0, index ? 4 : 14, 0, 0] })),
      {
        text: `${says('Huella del registro de facturación', 'Billing record fingerprint')}: ${invoice.fingerprint}`,
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
