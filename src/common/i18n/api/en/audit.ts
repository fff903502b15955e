import type { audit as es } from '../es/audit.ts';

export const audit: typeof es = {
  fromDateInvalid: 'Please enter the start date (YYYY-MM-DD).',
  toDateInvalid: 'Please enter the end date (YYYY-MM-DD).',
  entityTooLong: 'The kind of record is too long.',
  entityIdTooLong: 'The identifier is too long.',
  entityMissing: "Please choose the identifier's kind of record.",
  toBeforeFrom: 'The end date cannot be earlier than the start date.',
};
