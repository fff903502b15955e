import type { configData as es } from '../es/config-data.ts';

export const configData: typeof es = {
  bidRangesEmpty: 'At least one range is needed.',
  bidRangesFromZero: 'The first range must start at €0.',
  bidRangesAscending: 'The ranges must go from the lowest amount to the highest, without repeats.',
  holderMissing: 'Please write the account holder.',
  ibanInvalid: 'The IBAN is not valid: please check its check digits.',
  bicInvalid: 'The BIC is not valid.',
  houseNameMissing: 'Please write the house’s registered name.',
  houseNifInvalid: 'The house’s NIF is not valid: please check its letter or check digit.',
  houseAddressMissing: 'Please write the house’s registered address.',
  premiumSeriesInvalid: 'Series for premium invoices: 1 to 10 letters or digits, without spaces.',
  goodsSeriesInvalid: 'Series for sales in its own name: 1 to 10 letters or digits, without spaces.',
  keyInvalid: 'The key may contain only letters, digits, hyphens and underscores.',
  keyMismatch: 'The key in the body does not match the one in the address.',
  keyMustBe: (key) => `It must be “${key}”.`,
  settingMissing: (key) => `There is no setting “${key}”.`,
  valueNotJson: 'The value is not valid JSON.',
  valueInvalid: (key) => `The value of “${key}” is not valid.`,
  invoicingModeElsewhere: 'The invoicing mode is changed in Invoices › Billing records and event log.',
  invoicingModeElsewhereField: 'It is changed in Invoices › Billing records and event log.',
};
