import { formatCents, formatDate } from '../../../format.ts';
import type { payments as es } from '../es/payments.ts';

const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, 'en');

export const payments: typeof es = {
  amountMissing: 'Please enter the amount in cents.',
  amountNotWhole: 'The amount is in cents, without decimals.',
  amountTooLarge: 'The amount is too large.',
  amountZero: 'The amount cannot be zero.',
  amountRequired: 'Please enter an amount.',
  methodMissing: 'Choose how it was paid: bank transfer, cash or other.',
  paidOnMissing: 'Please enter the payment date (YYYY-MM-DD).',
  noteTooLong: 'The note cannot exceed 500 characters.',
  refundAbovePaid: 'You cannot refund more than has been paid.',
  refundAbovePaidField: 'The refund exceeds what was paid.',
  fileNameMissing: 'The file name is missing.',
  fileEmpty: 'The file is empty.',
  statementTooLarge: 'The statement cannot exceed 6 MB.',
  fileGarbled: 'The file did not arrive intact (invalid base64).',
  referenceMissing: 'Please enter the settlement reference (RF…).',
  statementOverlaps: (account, from, to, otherFrom, otherTo) =>
    `The statement of account ${account} from ${day(from)} to ${day(to)} overlaps one already imported (from ${day(otherFrom)} to ${day(otherTo)}): the movements of the shared days would be counted twice. Import only the missing days.`,
  statementOverlapsField: (otherFrom, otherTo) =>
    `It overlaps the statement from ${day(otherFrom)} to ${day(otherTo)}.`,
  bankLineNotFound: 'The bank movement does not exist.',
  bankLineAssigned: 'This bank movement is already assigned to a settlement.',
  onlyCreditsAssigned: 'Only credits (positive amounts) can be assigned.',
  referenceUnknown: 'No settlement has that reference.',
  referenceUnknownField: 'Unknown reference.',
  onlyUnassignedIgnored: 'Only an unassigned bank movement can be ignored.',
  cardUnavailable: 'Card payment is not available: please pay by bank transfer.',
  cardDescription: (reference, title) => `Settlement ${reference}: ${title}`,
  nothingOwed: 'Nothing is outstanding on this settlement.',
  csvInvalid: (problem) => `The CSV statement is not valid: ${problem}`,
  csvUnreadable: 'it cannot be read',
  csvColumnsMissing: 'the columns date, concept and amount are required',
  csvBadDate: (row, text) => `row ${row}: invalid date “${text}”`,
  csvBadAmount: (row, text, problem) =>
    `row ${row}: the amount “${text}” ${
      {
        unreadable: 'is not an amount',
        mixed: 'is written differently from the ones before it (1.234,56 or 1,234.56?)',
        ambiguous:
          'can be read two ways (€1,500 or €1.50) and no other amount in the statement settles it: export it with the decimals (1.500,00) or as Norma 43',
      }[problem]
    }`,
  movementInvalid: (movement, reason) => `The statement is not valid: movement ${movement}: ${reason}`,
  movementInvalidField: (movement, reason) => `Movement ${movement}: ${reason}`,
  norma43Invalid: (line, problem) => `The Norma 43 statement is not valid (line ${line}): ${problem}`,
  norma43InvalidField: (line, problem) => `Line ${line}: ${problem}`,
  norma43: {
    badDate: (text) => `invalid date “${text}”`,
    badAmount: (text) => `invalid amount “${text}”`,
    badDebitCreditKey: (key) => `invalid debit/credit key “${key}”`,
    notEuros: (currency) =>
      `the account is in currency “${currency}”: only accounts in euros (978) are reconciled`,
    totalsOtherAccount: (totals, header) =>
      `the totals are for account ${totals} but the header is for account ${header}`,
    totalsOtherCurrency: (totals, account) =>
      `the totals are in currency “${totals}” and the account in “${account}”`,
    debitsMismatch: 'the debits do not add up to what the bank states',
    creditsMismatch: 'the credits do not add up to what the bank states',
    closingMismatch: (closing, opening, expected) =>
      `the closing balance (${formatCents(closing, 'en')}) is not the opening balance (${formatCents(opening, 'en')}) plus credits minus debits (${formatCents(expected, 'en')})`,
    recordCountMismatch: (stated, actual) => `the file claims ${stated} records and has ${actual}`,
    recordsAfterEnd: 'there are records after the final record 88',
    headerWithoutTotals: 'an account header without record 33 closing the previous account',
    periodReversed: 'the statement’s end date is before its start date',
    movementOutsideAccount: 'a movement outside any account',
    conceptWithoutMovement: 'an additional concept without a movement',
    currencyWithoutMovement: 'a currency equivalence without a movement',
    badCurrencyKey: (currency) => `invalid currency key “${currency}”`,
    totalsWithoutHeader: 'totals without an account header',
    endWithoutTotals: 'end of file without record 33 for the account',
    unknownRecord: (kind) => `unknown record type “${kind}”`,
    endMissing: 'the final record 88 is missing (an incomplete file?)',
  },
};
