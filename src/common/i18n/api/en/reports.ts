import type { reports as es } from '../es/reports.ts';

export const reports: typeof es = {
  consignorMissing: 'Choose the report’s issuer (NIF).',
  nifTooLong: 'The NIF cannot exceed 20 characters.',
  fromMissing: 'Please enter the start date (YYYY-MM-DD).',
  toMissing: 'Please enter the end date (YYYY-MM-DD).',
  toBeforeFrom: 'The end date cannot be before the start date.',
  auctionNotFound: 'The auction does not exist.',
};
