import { parse } from 'csv-parse/sync';
import { AppError } from '@/server/lib/app-error.ts';
import { unstorableTextReason } from '@/server/lib/storable-text.ts';
import { parseNorma43 } from './norma43.ts';

/**
 * Reading a bank statement file into movements: a Norma 43 file (norma43.ts) or a CSV export. Each movement
 * carries an identity made of all it says, so the same movement imported twice can be recognised.
 */

type TMovement = { bookingDate: string; amount: number; concept: string; identity: string };

const csvFail = (message: string) =>
  new AppError('VALIDATION', `El extracto CSV no es válido: ${message}`, { fields: { file: message } });

/** "1.234,56" or "-50,00" (Spanish) or "1234.56" → cents. */
const parseAmount = (text: string, row: number) => {
  const clean = text.trim().replace(/\s|€/g, '');
  const normalised = /,\d{1,2}$/.test(clean)
    ? clean.replace(/\./g, '').replace(',', '.')
    : clean.replace(/,/g, '');
  const value = Number(normalised);
  if (clean === '' || !Number.isFinite(value)) throw csvFail(`fila ${row}: importe «${text}» no válido`);
  return Math.round(value * 100);
};

/** dd/mm/yyyy or yyyy-mm-dd → yyyy-mm-dd. */
const parseDate = (text: string, row: number) => {
  const spanish = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text.trim());
  const iso = spanish
    ? `${spanish[3]}-${spanish[2]!.padStart(2, '0')}-${spanish[1]!.padStart(2, '0')}`
    : text.trim().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(Date.parse(`${iso}T00:00:00Z`)))
    throw csvFail(`fila ${row}: fecha «${text}» no válida`);
  return iso;
};

/**
 * A CSV export from online banking: a header row with the date, the concept and the amount (names in
 * Spanish or English), separated by `;` or `,`.
 */
const parseStatementCsv = (text: string): TMovement[] => {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') ? ';' : ',';
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      delimiter,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      bom: true,
      trim: true,
    });
  } catch (error) {
    throw csvFail(error instanceof Error ? error.message : 'no se puede leer');
  }
  const pick = (record: Record<string, string>, names: string[]) =>
    names.map((name) => record[name]).find((value) => value !== undefined);
  return records.map((record, index) => {
    const row = index + 2;
    const date = pick(record, ['fecha', 'fecha operación', 'fecha operacion', 'date']);
    const concept = pick(record, ['concepto', 'descripción', 'descripcion', 'concept', 'description']);
    const amount = pick(record, ['importe', 'amount', 'cantidad']);
    if (date === undefined || concept === undefined || amount === undefined)
      throw csvFail('hacen falta las columnas fecha, concepto e importe');
    const bookingDate = parseDate(date, row);
    const cents = parseAmount(amount, row);
    return { bookingDate, amount: cents, concept, identity: `csv|${bookingDate}|${cents}|${concept}` };
  });
};

/**
 * A NUL byte in a movement (its concept or references) cannot be stored by PostgreSQL: the file is refused,
 * naming the movement, as the API refuses such text anywhere else (src/server/lib/storable-text.ts).
 */
const storable = <T extends { format: string; movements: TMovement[] }>(statement: T): T => {
  for (const [index, movement] of statement.movements.entries()) {
    const reason = unstorableTextReason(movement.identity);
    if (reason)
      throw new AppError('VALIDATION', `El extracto no es válido: movimiento ${index + 1}: ${reason}`, {
        fields: { file: `Movimiento ${index + 1}: ${reason}` },
      });
  }
  return statement;
};

/** The movements of a statement file, whichever of the two formats it is (Norma 43 files start with record 11). */
export const readBankStatement = (data: Buffer) => storable(readMovements(data));

const readMovements = (data: Buffer) => {
  const head = data.subarray(0, 2).toString('latin1');
  if (head === '11') {
    return {
      format: 'norma43' as const,
      movements: parseNorma43(data).flatMap((account) =>
        account.movements.map((movement) => ({
          bookingDate: movement.operationDate,
          amount: movement.amount,
          concept: [movement.concept, movement.reference1, movement.reference2].filter(Boolean).join(' '),
          identity: [
            `${account.bank}${account.branch}${account.account}`,
            movement.operationDate,
            movement.valueDate,
            movement.amount,
            movement.document,
            movement.reference1,
            movement.reference2,
            movement.concept,
          ].join('|'),
        })),
      ),
    };
  }
  return { format: 'csv' as const, movements: parseStatementCsv(data.toString('utf8')) };
};
