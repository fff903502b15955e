import { formatDateTime } from '@/common/format.ts';
import type { TLanguage } from '@/common/language.ts';
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

/** The note's words in Spanish and, for a buyer who reads English, in English (the same keys). */
const spanish = {
  title: 'Albarán de retirada',
  buyer: 'Comprador',
  settlement: 'Liquidación',
  place: 'Lugar de recogida',
  placeUnknown: 'el indicado en la subasta',
  slot: 'Turno reservado',
  noSlot: 'Sin turno reservado: resérvalo en tu cuenta antes de venir.',
  deadline: 'Fecha límite de retirada',
  code: 'Código de retirada',
  scan: 'Escanear en el almacén',
  lot: 'Lote',
  delivered: 'Entregado',
  bring:
    'Trae este albarán y tu documento de identidad. Quien recoja en tu nombre, una autorización firmada.',
  buyerSignature: 'Firma del comprador',
  deliveredBy: 'Entregado por (almacén)',
};
const words: Record<TLanguage, typeof spanish> = {
  es: spanish,
  en: {
    title: 'Release note',
    buyer: 'Buyer',
    settlement: 'Statement',
    place: 'Collection address',
    placeUnknown: 'the one given in the auction',
    slot: 'Booked slot',
    noSlot: 'No slot booked: book one in your account before you come.',
    deadline: 'Collection deadline',
    code: 'Collection code',
    scan: 'Scan at the warehouse',
    lot: 'Lot',
    delivered: 'Handed over',
    bring:
      'Bring this release note and your identity document. Anyone collecting on your behalf, a signed authorisation.',
    buyerSignature: "Buyer's signature",
    deliveredBy: 'Handed over by (warehouse)',
  },
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
const deliveredBox = (collectedOn: string | null) =>
  collectedOn
    ? { text: formatDateTime(collectedOn), fontSize: 8 }
    : { canvas: [{ type: 'rect', x: 0, y: 1, w: 10, h: 10, lineWidth: 0.8 }] };

/** A lot's line: its title ("Lote 3: Fresadora Lagun"), and its description only where it says more. */
const lotCell = (line: TReleaseNote['lines'][number]) => ({
  stack: [
    { text: line.title, bold: true },
    ...(line.title.endsWith(line.description) ? [] : [{ text: line.description, fontSize: 8 }]),
  ],
});

export const releaseNoteDefinition = (note: TReleaseNote, qr: string): TPdfDefinition => {
  const t = words[note.language ?? 'es'];
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
              { text: `NIF: ${note.buyerNif ?? '—'}` },
              { text: `${t.settlement}: ${note.reference}`, margin: [0, 8, 0, 0] },
              { text: `${t.place}: ${note.address ?? t.placeUnknown}` },
              {
                text: note.slot
                  ? `${t.slot}: ${formatDateTime(note.slot.startsAt)} – ${formatDateTime(note.slot.endsAt)}`
                  : t.noSlot,
              },
              ...(note.lastCollectionDate
                ? [{ text: `${t.deadline}: ${formatDateTime(note.lastCollectionDate)}` }]
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
            ...note.lines.map((line) => [lotCell(line), deliveredBox(line.collectedOn)]),
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
