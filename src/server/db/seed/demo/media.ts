import { loadSharp } from '@/server/media/images.ts';
import type { TStorage, TStoredImage } from '@/server/media/storage.ts';

const palettes = [
  ['#1c4e80', '#4f8cc9'],
  ['#7a3b12', '#d08a3e'],
  ['#24553a', '#6fae7f'],
  ['#4a2c6b', '#9c7cc4'],
  ['#6b1f2a', '#c96270'],
  ['#2f4f4f', '#8fb3b3'],
] as const;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A 1600 × 1200 illustration drawn locally (no downloads): gradient, simple shapes and a caption. */
const picture = async (caption: string, variant: number) => {
  const [from, to] = palettes[variant % palettes.length]!;
  const shapes = [
    '<rect x="520" y="420" width="560" height="360" rx="24" fill="#ffffff" fill-opacity="0.22"/>',
    '<circle cx="800" cy="560" r="220" fill="#ffffff" fill-opacity="0.2"/>',
    '<polygon points="800,300 1080,780 520,780" fill="#ffffff" fill-opacity="0.2"/>',
    '<rect x="440" y="480" width="720" height="240" rx="120" fill="#ffffff" fill-opacity="0.2"/>',
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1600" height="1200" fill="url(#g)"/>
  ${shapes[variant % shapes.length]}
  <text x="800" y="980" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(caption)}</text>
  <text x="800" y="1070" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#ffffff" fill-opacity="0.85" text-anchor="middle">Foto ${variant + 1}</text>
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
};

/** A few pictures per theme, stored once in the five sizes and reused across lots to keep seeding fast. */
export const createPicturePool = async (storage: TStorage, themes: string[], perTheme: number) => {
  const pool = new Map<string, TStoredImage[]>();
  for (const theme of themes) {
    const stored: TStoredImage[] = [];
    for (let variant = 0; variant < perTheme; variant++) {
      stored.push(await storage.saveImage(await picture(theme, variant)));
    }
    pool.set(theme, stored);
  }
  return pool;
};

/** A real PDF with a heading and paragraphs, for the auction and lot documents. */
export const createPdf = async (title: string, paragraphs: string[]) => {
  // Loaded only when the demo is seeded (the first start), not by every server that could seed it.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setLanguage('es-ES');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  page.drawText(title, { x: 50, y: 780, size: 18, font: bold, color: rgb(0.11, 0.31, 0.5) });
  let y = 740;
  for (const paragraph of paragraphs) {
    const words = paragraph.split(' ');
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, 11) > 495) {
        page.drawText(line, { x: 50, y, size: 11, font });
        y -= 16;
        line = word;
      } else {
        line = next;
      }
    }
    if (line) page.drawText(line, { x: 50, y, size: 11, font });
    y -= 28;
  }
  return Buffer.from(await pdf.save());
};
