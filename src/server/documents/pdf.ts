import { createRequire } from 'node:module';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import QRCode from 'qrcode';

/**
 * Real PDF documents (invoices, release notes) with pdfmake on the server. Roboto ships inside pdfmake and
 * is embedded in every document, so accents, "ñ", "€" and "º" print the same on any reader.
 */
const require = createRequire(import.meta.url);
type TPdfMake = {
  setFonts: (fonts: Record<string, Record<string, string>>) => void;
  setUrlAccessPolicy: (callback: (url: string) => boolean) => void;
  setLocalAccessPolicy: (callback: (path: string) => boolean) => void;
  createPdf: (definition: TDocumentDefinitions) => { getBuffer: () => Promise<Buffer> };
};
// Loaded with the first document, not with the server: pdfmake and its fonts are ~13 MB that an idle
// instance need not hold (npm run bench:memory).
let loaded: TPdfMake | undefined;
const pdfmakeOnce = () => {
  if (loaded) return loaded;
  const pdfmake = require('pdfmake') as TPdfMake;
  pdfmake.setFonts(require('pdfmake/fonts/Roboto.js'));
  // Documents are built from our own data only: no file or URL is ever read because a text asked for it.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => path.includes('/pdfmake/fonts/'));
  loaded = pdfmake;
  return pdfmake;
};

export type TPdfDefinition = TDocumentDefinitions;

export const renderPdf = async (definition: TDocumentDefinitions): Promise<Buffer> =>
  Buffer.from(
    await pdfmakeOnce()
      .createPdf({
        pageSize: 'A4',
        pageMargins: [40, 40, 40, 50],
        defaultStyle: { font: 'Roboto', fontSize: 9 },
        ...definition,
      })
      .getBuffer(),
  );

/** A QR code as an SVG string for pdfmake's `svg` node (vector, sharp at any size). */
export const qrSvg = (text: string, errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H' = 'M') =>
  QRCode.toString(text, { type: 'svg', errorCorrectionLevel, margin: 0 });
