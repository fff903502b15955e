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
    if (ended) throw fail(number, says.recordsAfterEnd);
    switch (field(1, 2)) {
      case '11': {
        if (current) throw fail(number, says.headerWithoutTotals);
        current = accountHeader(field, number);
        if (current.to < current.from) throw fail(number, says.periodReversed);
        last = null;
        return;
      }
      case '22': {
        if (!current) throw fail(number, says.movementOutsideAccount);
        last = movement(field, number);
        (current as TNorma43Account).movements.push(last);
        return;
      }
      case '23':
        if (!last) throw fail(number, says.conceptWithoutMovement);
        last.concept = [last.concept, field(5, 42).trim(), field(43, 80).trim()].filter(Boolean).join(' ');
        return;
      case '24': {
        if (!last) throw fail(number, says.currencyWithoutMovement);
        const currency = field(5, 7);
        if (!/^\d{3}$/.test(currency)) throw fail(number, says.badCurrencyKey(currency));
        last.original = { currency, amount: cents(field(8, 21), number) };
        return;
      }
      case '33': {
        if (!current) throw fail(number, says.totalsWithoutHeader);
        const account = current as TNorma43Account;
        account.closingBalance = closingBalance(field, number, account);
        accounts.push(account);
        current = null;
        last = null;
        return;
      }
      case '88':
        if (current) throw fail(number, says.endWithoutTotals);
        checkRecordCount(field, number, lines.length);
        ended = true;
        return;
      default:
        throw fail(number, says.unknownRecord(field(1, 2)));
    }
  });
  if (!ended) throw fail(lines.length, says.endMissing);
  return accounts;
};
