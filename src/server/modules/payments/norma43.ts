import { AppError } from '@/server/lib/app-error.ts';
import { calendarDate } from './statement-values.ts';

/**
 * Spanish bank statements in the AEB/CSB "Cuaderno 43" format (Norma 43): fixed-width records of 80
 * characters, Latin-1. No maintained npm parser exists, so this reads the five record types the statement
 * of one or more accounts is made of and checks the bank's own totals (record 33) and record count (88), so
 * a truncated or edited file is refused rather than half-imported.
 *
 *   11 account header · 22 movement · 23 up to five complementary concept lines · 33 account totals · 88 end
 */
export type TNorma43Movement = {
  /** Position in the file (1-based line), part of what identifies the movement across imports. */
  line: number;
  operationDate: string;
  valueDate: string;
  commonConcept: string;
  ownConcept: string;
  /** Signed cents: credits (haber) positive, debits (debe) negative. */
  amount: number;
  document: string;
  reference1: string;
  reference2: string;
  /** The complementary concepts (records 23), joined. */
  concept: string;
};

export type TNorma43Account = {
  bank: string;
  branch: string;
  account: string;
  currency: string;
  from: string;
  to: string;
  movements: TNorma43Movement[];
};

const fail = (line: number, message: string) =>
  new AppError('VALIDATION', `El extracto Norma 43 no es válido (línea ${line}): ${message}`, {
    fields: { file: `Línea ${line}: ${message}` },
  });

/** AAMMDD → YYYY-MM-DD (Norma 43 dates are in this century). */
const date = (text: string, line: number) => {
  if (!/^\d{6}$/.test(text)) throw fail(line, `fecha «${text}» no válida`);
  const iso = calendarDate(`20${text}`, ['YYYYMMDD']);
  if (!iso) throw fail(line, `fecha «${text}» no válida`);
  return iso;
};

const cents = (text: string, line: number) => {
  if (!/^\d{14}$/.test(text)) throw fail(line, `importe «${text.trim()}» no válido`);
  return Number(text);
};

const sign = (key: string, line: number) => {
  if (key === '1') return -1;
  if (key === '2') return 1;
  throw fail(line, `clave de debe/haber «${key}» no válida`);
};

/** Parses a statement file (raw bytes, Latin-1 as banks send it). */
export const parseNorma43 = (data: Buffer): TNorma43Account[] => {
  const text = new TextDecoder('latin1').decode(data);
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const accounts: TNorma43Account[] = [];
  let current: TNorma43Account | null = null;
  let last: TNorma43Movement | null = null;
  let ended = false;
  lines.forEach((raw, index) => {
    const number = index + 1;
    const record = raw.padEnd(80, ' ');
    const field = (from: number, to: number) => record.slice(from - 1, to);
    if (ended) throw fail(number, 'hay registros después del registro final 88');
    switch (field(1, 2)) {
      case '11':
        if (current) throw fail(number, 'cabecera de cuenta sin el registro 33 de la anterior');
        current = {
          bank: field(3, 6),
          branch: field(7, 10),
          account: field(11, 20),
          from: date(field(21, 26), number),
          to: date(field(27, 32), number),
          currency: field(48, 50),
          movements: [],
        };
        last = null;
        return;
      case '22': {
        if (!current) throw fail(number, 'movimiento fuera de una cuenta');
        last = {
          line: number,
          operationDate: date(field(11, 16), number),
          valueDate: date(field(17, 22), number),
          commonConcept: field(23, 24),
          ownConcept: field(25, 27),
          amount: sign(field(28, 28), number) * cents(field(29, 42), number),
          document: field(43, 52).trim(),
          reference1: field(53, 64).trim(),
          reference2: field(65, 80).trim(),
          concept: '',
        };
        (current as TNorma43Account).movements.push(last);
        return;
      }
      case '23':
        if (!last) throw fail(number, 'concepto complementario sin movimiento');
        last.concept = [last.concept, field(5, 42).trim(), field(43, 80).trim()].filter(Boolean).join(' ');
        return;
      case '33': {
        if (!current) throw fail(number, 'totales sin cabecera de cuenta');
        const account = current as TNorma43Account;
        const debits = account.movements.filter((movement) => movement.amount < 0);
        const credits = account.movements.filter((movement) => movement.amount > 0);
        const sum = (movements: TNorma43Movement[]) =>
          movements.reduce((total, m) => total + Math.abs(m.amount), 0);
        if (Number(field(21, 25)) !== debits.length || cents(field(26, 39), number) !== sum(debits))
          throw fail(number, 'los cargos no suman lo que dice el banco');
        if (Number(field(40, 44)) !== credits.length || cents(field(45, 58), number) !== sum(credits))
          throw fail(number, 'los abonos no suman lo que dice el banco');
        accounts.push(account);
        current = null;
        last = null;
        return;
      }
      case '88':
        if (current) throw fail(number, 'fin de fichero sin el registro 33 de la cuenta');
        // Banks count the records before this one; some count this one too: either is whole.
        if (![lines.length - 1, lines.length].includes(Number(field(21, 26))))
          throw fail(
            number,
            `el fichero dice tener ${Number(field(21, 26))} registros y tiene ${lines.length - 1}`,
          );
        ended = true;
        return;
      default:
        throw fail(number, `tipo de registro «${field(1, 2)}» desconocido`);
    }
  });
  if (!ended) throw fail(lines.length, 'falta el registro final 88 (¿fichero incompleto?)');
  return accounts;
};
