import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { releaseNoteDefinition } from './release-note-pdf.ts';

const require = createRequire(import.meta.url);
// pdfmake's own font reader: what it embeds is what the reader draws.
const fontkit = require('fontkit') as {
  openSync: (path: string) => { hasGlyphForCodePoint: (codePoint: number) => boolean };
};
const roboto = fontkit.openSync(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));

/** Every string a pdfmake definition prints. */
const texts = (node: unknown): string[] => {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'text' ||
    key === 'stack' ||
    key === 'columns' ||
    key === 'body' ||
    key === 'table' ||
    key === 'content'
      ? texts(value)
      : [],
  );
};

const note = {
  siteName: 'Lonja',
  auctionTitle: 'Maquinaria de Talleres Ibarra',
  address: 'Polígono Júndiz, Vitoria',
  buyerName: 'Ana Muñoz',
  buyerNif: '12345678Z',
  reference: 'LQ-000123',
  code: 'ABCDEFGHJK',
  slot: null,
  lastCollectionDate: null,
  lines: [
    { title: 'Lote 3: Fresadora Lagun', description: 'Fresadora Lagun', collectedOn: null },
    { title: 'Lote 4: Torno', description: 'Torno paralelo Pinacho, 2 m entre puntos', collectedOn: null },
  ],
  scanUrl: 'http://localhost/admin/retiradas?codigo=ABCDEFGHJK',
};

describe('the release note', () => {
  const definition = releaseNoteDefinition(note, '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const printed = texts(definition.content);

  it('prints only characters its embedded font can draw (no missing-glyph boxes)', () => {
    const missing = [...new Set(printed.join('').replace(/\s/g, ''))].filter(
      (character) => !roboto.hasGlyphForCodePoint(character.codePointAt(0)!),
    );
    expect(missing).toEqual([]);
  });

  it('names each lot once, adding its description only where it says more', () => {
    expect(printed.filter((text) => text.includes('Fresadora Lagun'))).toEqual(['Lote 3: Fresadora Lagun']);
    expect(printed).toContain('Torno paralelo Pinacho, 2 m entre puntos');
  });
});

describe("an English-speaking buyer's release note", () => {
  const printed = texts(
    releaseNoteDefinition({ ...note, language: 'en' }, '<svg xmlns="http://www.w3.org/2000/svg"/>').content,
  ).join('\n');

  it('is in English, the Spanish one unchanged', () => {
    expect(printed).toContain('Release note');
    expect(printed).toContain('Collection code');
    expect(printed).toContain('No slot booked: book one in your account before you come.');
    expect(printed).not.toMatch(/Albarán|Comprador|Entregado/);
    const spanish = texts(releaseNoteDefinition(note, '<svg/>').content).join('\n');
    expect(spanish).toContain('Albarán de retirada');
    expect(spanish).toContain('Sin turno reservado: resérvalo en tu cuenta antes de venir.');
  });
});
