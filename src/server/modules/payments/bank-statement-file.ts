import { parse } from 'csv-parse/sync';
import { apiText } from '@/common/i18n/api/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { unstorableTextReason } from '@/server/lib/storable-text.ts';
import { parseNorma43, type TNorma43Movement } from './norma43.ts';
import { calendarDate, detectAmountStyle, readAmount } from './statement-values.ts';

/**
 * Reading a bank statement file into movements: a Norma 43 file (norma43.ts) or a CSV export. Each movement
 * carries an identity made of all it says, so the same movement imported twice can be recognised.
 */

type TMovement = { bookingDate: string; amount: number; concept: string; identity: string };

/** One account's period in a Norma 43 file, as records 11 and 33 state it (CSV exports say none). */
export type TStatementAccount = {
  account: string;
  periodFrom: string;
  periodTo: string;
  openingBalance: number;
  closingBalance: number;
};

type TStatementFile = { format: 'norma43' | 'csv'; accounts: TStatementAccount[]; movements: TMovement[] };

const t = apiText.payments;

const csvFail = (problem: string) =>
  new AppError('VALIDATION', t.csvInvalid(problem), { fields: { file: problem } });

/** dd/mm/yyyy, d-m-yyyy or yyyy-mm-dd (maybe followed by a time) → yyyy-mm-dd, if that day exists. */
const parseDate = (text: string, row: number) => {
  const iso = /^\d{4}-\d{2}-\d{2}/.test(text.trim()) ? text.trim().slice(0, 10) : text;
  const date = calendarDate(iso, ['YYYY-MM-DD', 'D/M/YYYY', 'DD/MM/YYYY', 'D-M-YYYY', 'DD-MM-YYYY']);
  if (!date) throw csvFail(t.csvBadDate(row, text));
  return date;
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
    throw csvFail(error instanceof Error ? error.message : t.csvUnreadable);
  }
  const pick = (record: Record<string, string>, names: string[]) =>
    names.map((name) => record[name]).find((value) => value !== undefined);
  const rows = records.map((record, index) => {
    const date = pick(record, ['fecha', 'fecha operación', 'fecha operacion', 'date']);
    const concept = pick(record, ['concepto', 'descripción', 'descripcion', 'concept', 'description']);
    const amount = pick(record, ['importe', 'amount', 'cantidad']);
    if (date === undefined || concept === undefined || amount === undefined)
      throw csvFail(t.csvColumnsMissing);
    return { line: index + 2, date, concept, amount };
  });
  // Decimal comma or point is the file's, read from all its amounts: "1.500" is 1.500 € in a Spanish file.
  const detected = detectAmountStyle(rows.map((row) => ({ text: row.amount, line: row.line })));
  if ('error' in detected) {
    const { line, text, reason } = detected.error!;
    throw csvFail(t.csvBadAmount(line, text, reason));
  }
  return rows.map(({ line, date, concept, amount }) => {
    const bookingDate = parseDate(date, line);
    const cents = readAmount(amount, detected.style)!;
    return { bookingDate, amount: cents, concept, identity: `csv|${bookingDate}|${cents}|${concept}` };
  });
};

/**
 * A NUL byte in a movement (its concept or references) cannot be stored by PostgreSQL: the file is refused,
 * naming the movement, as the API refuses such text anywhere else (src/server/lib/storable-text.ts).
 */
const storable = (statement: TStatementFile): TStatementFile => {
  for (const [index, movement] of statement.movements.entries()) {
    const reason = unstorableTextReason(movement.identity);
    if (reason)
      throw new AppError('VALIDATION', t.movementInvalid(index + 1, reason), {
        fields: { file: t.movementInvalidField(index + 1, reason) },
      });
  }
  return statement;
};

/** The movements of a statement file, whichever of the two formats it is (Norma 43 files start with record 11). */
export const readBankStatement = (data: Buffer) => storable(readMovements(data));

/** "150,00 en divisa 840": a movement's original amount (record 24), as the clerk reads it in the concept. */
const originalAmount = (original: TNorma43Movement['original']) =>
  original
    ? `Importe original ${(original.amount / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 })} en divisa ${original.currency}`
    : '';

const readMovements = (data: Buffer): TStatementFile => {
  const head = data.subarray(0, 2).toString('latin1');
  if (head === '11') {
    const accounts = parseNorma43(data);
    return {
      format: 'norma43',
      accounts: accounts.map((account) => ({
        account: `${account.bank}${account.branch}${account.account}`,
        periodFrom: account.from,
        periodTo: account.to,
        openingBalance: account.openingBalance,
        closingBalance: account.closingBalance,
      })),
      movements: accounts.flatMap((account) =>
        account.movements.map((movement) => ({
          bookingDate: movement.operationDate,
          amount: movement.amount,
          concept: [
            movement.concept,
            movement.reference1,
            movement.reference2,
            originalAmount(movement.original),
          ]
            .filter(Boolean)
            .join(' '),
          // The statement's own identity (account, period, opening balance) first: the same movement twice in
          // one statement, or in two statements of the same day, is two movements; the same file again is not.
          identity: [
            `${account.bank}${account.branch}${account.account}`,
            account.from,
            account.to,
            account.openingBalance,
            movement.operationDate,
            movement.valueDate,
            movement.amount,
            movement.document,
            movement.reference1,
            movement.reference2,
            movement.concept,
            movement.original ? `${movement.original.currency}:${movement.original.amount}` : '',
          ].join('|'),
        })),
      ),
    };
  }
  return { format: 'csv', accounts: [], movements: parseStatementCsv(data.toString('utf8')) };
};
