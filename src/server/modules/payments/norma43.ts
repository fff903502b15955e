import { apiText } from '@/common/i18n/api/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { calendarDate } from './statement-values.ts';

/**
 * Spanish bank statements in the AEB/CSB "Cuaderno 43" format (Norma 43): fixed-width records of 80
 * characters, Latin-1. No maintained npm parser exists, so this reads every record type of the layout and
 * checks what the bank itself states — totals, closing balance, account and currency (record 33) and the
 * record count (88) — so a truncated, edited or foreign-currency file is refused rather than half-imported
 * (docs/after-the-hammer.md, "Bank statements").
 *
 *   11 account header (opening balance, currency) · 22 movement · 23 up to five complementary concept lines ·
 *   24 the movement's amount in its original currency · 33 account totals and closing balance · 88 end
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
  /** Record 24: what the movement was in its original currency (ISO 4217 numeric code), when it was not euros. */
  original: { currency: string; amount: number } | null;
};

export type TNorma43Account = {
  bank: string;
  branch: string;
  account: string;
  currency: string;
  from: string;
  to: string;
  /** Signed cents: what the account held before the first movement (record 11) and after the last (33). */
  openingBalance: number;
  closingBalance: number;
  movements: TNorma43Movement[];
};

/** ISO 4217 numeric code of the euro, the only currency Lonja reconciles. */
const euro = '978';

const t = apiText.payments;
const says = apiText.payments.norma43;

const fail = (line: number, problem: string) =>
  new AppError('VALIDATION', t.norma43Invalid(line, problem), {
    fields: { file: t.norma43InvalidField(line, problem) },
  });

/** AAMMDD → YYYY-MM-DD (Norma 43 dates are in this century). */
const date = (text: string, line: number) => {
  if (!/^\d{6}$/.test(text)) throw fail(line, says.badDate(text));
  const iso = calendarDate(`20${text}`, ['YYYYMMDD']);
  if (!iso) throw fail(line, says.badDate(text));
  return iso;
};

const cents = (text: string, line: number) => {
  if (!/^\d{14}$/.test(text)) throw fail(line, says.badAmount(text.trim()));
  return Number(text);
};

const sign = (key: string, line: number) => {
  if (key === '1') return -1;
  if (key === '2') return 1;
  throw fail(line, says.badDebitCreditKey(key));
};

type TField = (from: number, to: number) => string;

/** Record 11: an account's header, its period and opening balance; euros only. */
const accountHeader = (field: TField, number: number): TNorma43Account => {
  const currency = field(48, 50);
  if (currency !== euro) throw fail(number, says.notEuros(currency));
  return {
    bank: field(3, 6),
    branch: field(7, 10),
    account: field(11, 20),
    from: date(field(21, 26), number),
    to: date(field(27, 32), number),
    currency,
    openingBalance: sign(field(33, 33), number) * cents(field(34, 47), number),
    closingBalance: 0,
    movements: [],
  };
};

/** Record 22: a movement. */
const movement = (field: TField, number: number): TNorma43Movement => ({
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
  original: null,
});

/** Record 33: the account's totals and closing balance, checked against its movements. */
const closingBalance = (field: TField, number: number, account: TNorma43Account) => {
  const header = `${account.bank}${account.branch}${account.account}`;
  if (field(3, 20) !== header) throw fail(number, says.totalsOtherAccount(field(3, 20), header));
  if (field(74, 76) !== account.currency)
    throw fail(number, says.totalsOtherCurrency(field(74, 76), account.currency));
  const debits = account.movements.filter((movement) => movement.amount < 0);
  const credits = account.movements.filter((movement) => movement.amount > 0);
  const sum = (movements: TNorma43Movement[]) =>
    movements.reduce((total, m) => total + Math.abs(m.amount), 0);
  if (Number(field(21, 25)) !== debits.length || cents(field(26, 39), number) !== sum(debits))
    throw fail(number, says.debitsMismatch);
  if (Number(field(40, 44)) !== credits.length || cents(field(45, 58), number) !== sum(credits))
    throw fail(number, says.creditsMismatch);
  const closing = sign(field(59, 59), number) * cents(field(60, 73), number);
  const expected = account.openingBalance + account.movements.reduce((total, m) => total + m.amount, 0);
  if (closing !== expected)
    throw fail(number, says.closingMismatch(closing, account.openingBalance, expected));
  return closing;
};

/** Record 88: the end of the file, with the number of records the bank counted. */
const checkRecordCount = (field: TField, number: number, recordCount: number) => {
  // Banks count the records before this one; some count this one too: either is whole.
  if (![recordCount - 1, recordCount].includes(Number(field(21, 26))))
    throw fail(number, says.recordCountMismatch(Number(field(21, 26)), recordCount - 1));
};

/** How far the file has been read: accounts closed, the one open and its last movement, whether 88 came. */
type TReading = {
  accounts: TNorma43Account[];
  current: TNorma43Account | null;
  last: TNorma43Movement | null;
  ended: boolean;
  recordCount: number;
};

type TRecordReader = (reading: TReading, field: TField, number: number) => void;

/** Record 11 opens an account, once the previous one is closed. */
const openAccount: TRecordReader = (reading, field, number) => {
  if (reading.current) throw fail(number, says.headerWithoutTotals);
  const account = accountHeader(field, number);
  if (account.to < account.from) throw fail(number, says.periodReversed);
  reading.current = account;
  reading.last = null;
};

/** Record 22 belongs to the open account. */
const addMovement: TRecordReader = (reading, field, number) => {
  if (!reading.current) throw fail(number, says.movementOutsideAccount);
  reading.last = movement(field, number);
  reading.current.movements.push(reading.last);
};

/** Records 23 add to the concept of the movement just read. */
const addConceptLines: TRecordReader = (reading, field, number) => {
  const { last } = reading;
  if (!last) throw fail(number, says.conceptWithoutMovement);
  last.concept = [last.concept, field(5, 42).trim(), field(43, 80).trim()].filter(Boolean).join(' ');
};

/** Record 24: the movement just read, in its original currency. */
const addOriginalAmount: TRecordReader = (reading, field, number) => {
  const { last } = reading;
  if (!last) throw fail(number, says.currencyWithoutMovement);
  const currency = field(5, 7);
  if (!/^\d{3}$/.test(currency)) throw fail(number, says.badCurrencyKey(currency));
  last.original = { currency, amount: cents(field(8, 21), number) };
};

/** Record 33 closes the open account once its totals check out. */
const closeAccount: TRecordReader = (reading, field, number) => {
  const account = reading.current;
  if (!account) throw fail(number, says.totalsWithoutHeader);
  account.closingBalance = closingBalance(field, number, account);
  reading.accounts.push(account);
  reading.current = null;
  reading.last = null;
};

/** Record 88 ends the file; every account must be closed by then. */
const endFile: TRecordReader = (reading, field, number) => {
  if (reading.current) throw fail(number, says.endWithoutTotals);
  checkRecordCount(field, number, reading.recordCount);
  reading.ended = true;
};

/** Each record type's reader, by the record's first two characters. */
const recordReaders = new Map<string, TRecordReader>([
  ['11', openAccount],
  ['22', addMovement],
  ['23', addConceptLines],
  ['24', addOriginalAmount],
  ['33', closeAccount],
  ['88', endFile],
]);

/** Parses a statement file (raw bytes, Latin-1 as banks send it). */
export const parseNorma43 = (data: Buffer): TNorma43Account[] => {
  const text = new TextDecoder('latin1').decode(data);
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const reading: TReading = {
    accounts: [],
    current: null,
    last: null,
    ended: false,
    recordCount: lines.length,
  };
  lines.forEach((raw, index) => {
    const number = index + 1;
    const record = raw.padEnd(80, ' ');
    const field = (from: number, to: number) => record.slice(from - 1, to);
    if (reading.ended) throw fail(number, says.recordsAfterEnd);
    const readRecord = recordReaders.get(field(1, 2));
    if (!readRecord) throw fail(number, says.unknownRecord(field(1, 2)));
    readRecord(reading, field, number);
  });
  if (!reading.ended) throw fail(lines.length, says.endMissing);
  return reading.accounts;
};
