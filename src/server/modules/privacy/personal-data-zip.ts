import { strToU8, zipSync } from 'fflate';
import { spreadsheetCsv, type TCell } from '@/server/lib/spreadsheet-csv.ts';
import type { TRecord } from './personal-data.service.ts';

const readme = (generatedOn: string) =>
  [
    'Copia de tus datos personales',
    '',
    `Generada el ${generatedOn} (hora UTC).`,
    '',
    'datos.json reúne todas las secciones; cada archivo .csv es una sección, para abrirla en una hoja de cálculo.',
    'Los importes están en céntimos de euro (150050 = 1.500,50 €) y las fechas en UTC (ISO 8601).',
    'Cómo ejercer tus derechos y cuánto tiempo guardamos cada dato: página «Privacidad» del sitio.',
    '',
  ].join('\r\n');

const cellOf = (value: unknown): TCell => {
  if (typeof value === 'number') return { number: value };
  if (typeof value === 'boolean') return { text: value ? 'Sí' : 'No' };
  if (value === null || value === undefined) return { text: '' };
  if (typeof value === 'string') return { text: value };
  return { text: JSON.stringify(value) };
};

/** A section as CSV: one column per field seen in any of its records, in the order first seen. */
const sectionCsv = (records: TRecord[]) => {
  const header = [...new Set(records.flatMap((record) => Object.keys(record)))];
  return spreadsheetCsv(
    header,
    records.map((record) => header.map((field) => cellOf(record[field]))),
  );
};

/** The archive a person downloads: LEEME.txt, datos.json with every section, and one CSV per section. */
export const personalDataZip = (sections: Record<string, TRecord[]>, now = new Date()) => {
  const generatedOn = now.toISOString();
  const files: Record<string, Uint8Array> = {
    'LEEME.txt': strToU8(readme(generatedOn)),
    'datos.json': strToU8(JSON.stringify({ generatedOn, ...sections }, null, 2)),
  };
  for (const [name, records] of Object.entries(sections)) files[`${name}.csv`] = strToU8(sectionCsv(records));
  return zipSync(files, { level: 6, mtime: now });
};
