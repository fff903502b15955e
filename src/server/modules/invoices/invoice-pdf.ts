import { formatCents, formatDate } from '@/common/format.ts';
import type { TLanguage } from '@/common/language.ts';
import { isRectification, type TRectificationKind } from '@/common/schemas/invoices.ts';
import type { TTaxTreatment } from '@/common/tax-treatment.ts';
import type { invoices } from '@/server/db/schema/index.ts';
import { documentMessages, type TDocumentMessages, taxNoteOf } from '@/server/documents/messages/index.ts';
import { qrSvg, renderPdf, type TPdfDefinition } from '@/server/documents/pdf.ts';
import type { invoiceVerification } from './verifactu.ts';

type TInvoiceRow = typeof invoices.$inferSelect;

type TTaxed = { vatPercent: number | null; treatment?: TTaxTreatment; provision?: string | null };

type TInvoiceWords = TDocumentMessages['invoice'];
type TLabel = {
  [K in keyof TInvoiceWords]: TInvoiceWords[K] extends string ? K : never;
}[keyof TInvoiceWords];

/**
 * The invoice's words, amounts and dates: Spanish, its legal language, always; for a buyer who reads
 * English, the English beside it ("Factura / Invoice", src/server/documents/messages), and amounts and
 * dates as they read them ("€1,500.50", "27 Nov 2026"), so the document stays the one the law asks for and
 * they understand it (docs/product.md#languages).
 */
const invoiceWords = (language: TLanguage) => {
  const spanish = documentMessages('es').invoice;
  const english = language === 'en' ? documentMessages('en').invoice : null;
  const both = (inSpanish: string, inEnglish: string | undefined) =>
    inEnglish && inEnglish !== inSpanish ? `${inSpanish} / ${inEnglish}` : inSpanish;
  return {
    says: (label: TLabel) => both(spanish[label], english?.[label]),
    idLabel: (idType: keyof TInvoiceWords['idLabels']) =>
      both(spanish.idLabels[idType], english?.idLabels[idType]),
    ground: (kind: TRectificationKind) =>
      both(spanish.rectificationGrounds[kind], english?.rectificationGrounds[kind]),
    /** Each treatment's wording once, citing its exact provision; the English under the Spanish. */
    taxNotes: (lines: readonly TTaxed[]) =>
      [
        ...new Map(
          lines.flatMap((line) => taxNoteOf(line) ?? []).map((note) => [note.legend, note]),
        ).values(),
      ].map((note) =>
        english ? `${spanish.taxNote(note)}\n${english.taxNote(note)}` : spanish.taxNote(note),
      ),
    money: (cents: number) => formatCents(cents, language),
    day: (isoDate: string) => formatDate(`${isoDate}T12:00:00Z`, language),
  };
};
type TWords = ReturnType<typeof invoiceWords>;

/** The rate column: the rate, or the treatment of a line without quota. */
const rate = (line: TTaxed, { says }: TWords) => {
  if (line.vatPercent !== null) return `${line.vatPercent} %`;
  const treatment = line.treatment ?? 'exempt';
  return treatment === 'rebu' ? 'REBU' : treatment === 'not-subject' ? says('notSubject') : says('exempt');
};
/** REBU shows no IVA quota at all (docs/after-the-hammer.md, "Invoices"): its quota cells stay empty. */
const quota = (line: TTaxed, cents: number, { money }: TWords) =>
  line.treatment === 'rebu' ? '' : money(cents);

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
const totalsTable = (invoice: TInvoiceRow, words: TWords) => {
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
              { text: words.says('vatRate'), style: 'th' },
              { text: words.says('base'), style: 'th', alignment: 'right' },
              { text: words.says('vatAmount'), style: 'th', alignment: 'right' },
            ],
            ...invoice.taxBreakdown.map((group) => [
              rate(group, words),
              { text: words.money(group.base), alignment: 'right' },
              { text: quota(group, group.vat, words), alignment: 'right' },
            ]),
            ...(hasQuota
              ? [
                  [
                    { text: words.says('totalVat'), bold: true },
                    '',
                    { text: words.money(invoice.taxTotal), alignment: 'right', bold: true },
                  ],
                ]
              : []),
            [
              { text: words.says('total'), bold: true, fontSize: 11 },
              '',
              { text: words.money(invoice.total), alignment: 'right', bold: true, fontSize: 11 },
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
  const words = invoiceWords(options.language ?? 'es');
  const isRectifying = isRectification(invoice.kind);
  const party = (title: string, who: TInvoiceRow['issuer']) => ({
    stack: [
      { text: title, style: 'label' },
      { text: who.name, bold: true },
      {
        text: `${words.idLabel(who.idType ?? 'nif')}: ${who.nif || '—'}${who.country ? ` (${who.country})` : ''}`,
      },
      { text: who.address || '—' },
    ],
  });
  return {
    info: {
      title: `${words.says('title')} ${invoice.fullNumber}`,
      author: invoice.issuer.name,
      subject: words.says('title'),
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
                text: isRectifying ? `${words.says('corrective')} (${invoice.kind})` : words.says('title'),
                style: 'title',
              },
              {
                text: `${words.says('number')}: ${invoice.fullNumber}`,
                bold: true,
                margin: [0, 6, 0, 0],
              },
              { text: `${words.says('series')}: ${invoice.series}` },
              {
                text: `${words.says('issueDate')}: ${words.day(invoice.issueDate)}`,
              },
              ...(isRectifying
                ? [
                    {
                      text: `${words.says('corrects')} ${options.rectifiedNumber ?? ''}`.trim(),
                      margin: [0, 4, 0, 0],
                    },
                    { text: `${words.says('reason')}: ${invoice.rectificationReason ?? ''}` },
                    {
                      text: `${words.says('legalGround')}: ${words.ground(invoice.kind as TRectificationKind)}`,
                    },
                    {
                      text: words.says('byDifferences'),
                    },
                  ]
                : []),
            ],
          },
          {
            width: 130,
            stack: [
              { text: words.says('taxQr'), alignment: 'center', fontSize: 8 },
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
          party(words.says('issuer'), invoice.issuer),
          party(words.says('recipient'), invoice.recipient),
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
              { text: words.says('description'), style: 'th' },
              { text: words.says('taxableBase'), style: 'th', alignment: 'right' },
              { text: words.says('vat'), style: 'th', alignment: 'right' },
              { text: words.says('vatAmount'), style: 'th', alignment: 'right' },
              { text: words.says('amount'), style: 'th', alignment: 'right' },
            ],
            ...invoice.lines.map((line) => [
              line.description,
              { text: words.money(line.base), alignment: 'right' },
              { text: rate(line, words), alignment: 'right' },
              { text: quota(line, line.vat, words), alignment: 'right' },
              { text: words.money(line.base + line.vat), alignment: 'right' },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      totalsTable(invoice, words),
      ...words
        .taxNotes(invoice.lines)
        .map((note, index) => ({ text: note, margin: [0, index ? 4 : 14, 0, 0] })),
      {
        text: `${words.says('fingerprint')}: ${invoice.fingerprint}`,
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
