import { formatDateTime } from '@/common/format.ts';
import type { TLanguage } from '@/common/language.ts';
import { documentMessages } from '@/server/documents/messages/index.ts';
import { qrSvg, renderPdf, type TPdfDefinition } from '@/server/documents/pdf.ts';

type TReleaseNote = {
  siteName: string;
  auctionTitle: string;
  address: string | null;
  buyerName: string;
  buyerNif: string | null;
  reference: string;
  code: string;
  slot: { startsAt: string; endsAt: string } | null;
  lastCollectionDate: string | null;
  lines: { title: string; description: string; collectedOn: string | null }[];
  /** Where the QR takes the warehouse's phone: the back office's collection page for this code. */
  scanUrl: string;
  /** The buyer's language (docs/product.md#languages); Spanish when not given. */
  language?: TLanguage;
};

/** The code in groups of five, easier to read aloud ("ABCDE-FGHJK"). */
export const printedCode = (code: string) => code.replace(/(.{5})(?=.)/g, '$1-');

/**
 * The *albarán de retirada*: what the buyer brings to the warehouse. Its QR code opens the back office's
 * collection page for this code, so staff scan it with a phone instead of typing; the code is also printed
 * big for when there is no phone at hand.
 */
export const renderReleaseNotePdf = async (note: TReleaseNote) =>
  renderPdf(releaseNoteDefinition(note, await qrSvg(note.scanUrl, 'M')));

/**
 * An empty box the warehouse ticks by hand, drawn rather than typed: Roboto, the font embedded in every
 * document, has no "☐" glyph. A lot already handed over says when.
 */
const deliveredBox = (collectedOn: string | null, language: TLanguage) =>
  collectedOn
    ? { text: formatDateTime(collectedOn, language), fontSize: 8 }
    : { canvas: [{ type: 'rect', x: 0, y: 1, w: 10, h: 10, lineWidth: 0.8 }] };

/** A lot's line: its title ("Lote 3: Fresadora Lagun"), and its description only where it says more. */
const lotCell = (line: TReleaseNote['lines'][number]) => ({
  stack: [
    { text: line.title, bold: true },
    ...(line.title.endsWith(line.description) ? [] : [{ text: line.description, fontSize: 8 }]),
  ],
});

export const releaseNoteDefinition = (note: TReleaseNote, qr: string): TPdfDefinition => {
  const language = note.language ?? 'es';
  const t = documentMessages(language).releaseNote;
  const when = (instant: string) => formatDateTime(instant, language);
  return {
    info: { title: `${t.title} ${printedCode(note.code)}`, author: note.siteName },
    content: [
      { text: t.title, fontSize: 18, bold: true },
      { text: `${note.siteName} · ${note.auctionTitle}`, margin: [0, 4, 0, 12] },
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: t.buyer, fontSize: 8, color: '#555555' },
              { text: note.buyerName, bold: true },
              { text: `${t.taxId}: ${note.buyerNif ?? '—'}` },
              { text: `${t.settlement}: ${note.reference}`, margin: [0, 8, 0, 0] },
              { text: `${t.place}: ${note.address ?? t.placeUnknown}` },
              {
                text: note.slot
                  ? `${t.slot}: ${when(note.slot.startsAt)} – ${when(note.slot.endsAt)}`
                  : t.noSlot,
              },
              ...(note.lastCollectionDate
                ? [{ text: `${t.deadline}: ${when(note.lastCollectionDate)}` }]
                : []),
              { text: t.code, fontSize: 8, color: '#555555', margin: [0, 12, 0, 0] },
              { text: printedCode(note.code), fontSize: 22, bold: true, characterSpacing: 2 },
            ],
          },
          {
            width: 120,
            stack: [
              { svg: qr, width: 113 },
              { text: t.scan, fontSize: 7, alignment: 'center' },
            ],
          },
        ],
      },
      {
        margin: [0, 18, 0, 0],
        table: {
          headerRows: 1,
          widths: ['*', 60],
          body: [
            [
              { text: t.lot, bold: true, fillColor: '#eeeeee' },
              { text: t.delivered, bold: true, fillColor: '#eeeeee' },
            ],
            ...note.lines.map((line) => [lotCell(line), deliveredBox(line.collectedOn, language)]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        text: t.bring,
        margin: [0, 14, 0, 0],
      },
      {
        margin: [0, 40, 0, 0],
        columns: [
          { text: `______________________________\n${t.buyerSignature}`, alignment: 'center' },
          { text: `______________________________\n${t.deliveredBy}`, alignment: 'center' },
        ],
      },
    ],
  } as TPdfDefinition;
};
