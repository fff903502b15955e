import { stringify } from 'csv-stringify/sync';

/**
 * CSV that a Spanish spreadsheet opens as meant: UTF-8 with BOM (accents), `;` between cells (the comma is
 * the decimal mark), CRLF, amounts with a decimal comma and no thousands mark, dates dd/mm/yyyy. Text that a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or CR first) gets a leading apostrophe, so a
 * company named `=HYPERLINK(…)` stays a name; amounts are numbers, so a refund's minus sign is kept.
 */
export type TCell = { text: string } | { cents: number } | { date: string | Date } | { number: number };

const formulaStart = /^[=+\-@\t\r]/;

const render = (cell: TCell) => {
  if ('cents' in cell) {
    const sign = cell.cents < 0 ? '-' : '';
    const absolute = Math.abs(cell.cents);
    return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
  }
  // Counts and percentages: a decimal comma, no thousands mark, like the amounts.
  if ('number' in cell) return String(cell.number).replace('.', ',');
  if ('date' in cell) {
    const iso = typeof cell.date === 'string' ? cell.date : cell.date.toISOString();
    return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  }
  return formulaStart.test(cell.text) ? `'${cell.text}` : cell.text;
};

export const spreadsheetCsv = (header: string[], rows: TCell[][]) =>
  stringify([header, ...rows.map((row) => row.map(render))], {
    delimiter: ';',
    record_delimiter: 'windows',
    bom: true,
  });
