import type { exchangeRates as es } from '../es/exchange-rates.ts';

export const exchangeRates: typeof es = {
  currencyInvalid: 'Please write the ISO 4217 code of a currency other than the euro (e.g. GBP).',
  rateNotNumber: 'The rate must be a number.',
  rateNotPositive: 'The rate must be greater than 0.',
  rateTooLarge: 'The rate is too large.',
  fileNameMissing: 'The file name is missing.',
  fileEmpty: 'The file is empty.',
  fileTooLarge: 'The file cannot be larger than 2 MB.',
  rateMissing: (currency) => `There is no rate for ${currency}.`,
  ecbFileInvalid: (detail) => `The file is not a valid ECB exchange-rate file: ${detail}`,
  ecbMalformed: 'XML: the file is malformed or cut short; download eurofxref-daily.xml again.',
  ecbCurrencyInvalid: (currency) =>
    `Cube currency: “${currency}” is not the ISO 4217 code of a currency other than the euro.`,
  ecbRateInvalid: (currency, text) =>
    `Cube rate for ${currency}: “${text}” is not a positive rate (e.g. 1.0512).`,
  ecbRootMissing: 'gesmes:Envelope: the ECB’s root element is missing.',
  ecbCubeMissing: 'Cube: the element holding the rates is missing.',
  ecbDayMissing: 'Cube time: the day of the rates is missing.',
  ecbDateInvalid: (date) => `Cube time: “${date}” is not a YYYY-MM-DD date.`,
  ecbNoRates: (date) => `Cube currency: the day ${date} has no rates.`,
  ecbCurrencyTwice: (currency, date) => `Cube currency: “${currency}” appears twice on ${date}.`,
};
