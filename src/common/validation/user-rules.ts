import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { apiText } from '../i18n/api/index.ts';
import { SPAIN_COUNTRY_ID } from '../schemas/reference.ts';
import { isValidCif, isValidNie, isValidNif } from './spanish-ids.ts';

export const vatIdTypes = ['nif', 'nie', 'cif', 'eu-vat', 'passport'] as const;
export type TVatIdType = (typeof vatIdTypes)[number];

export const vatIdTypeLabels: Record<TVatIdType, string> = {
  nif: 'NIF (DNI)',
  nie: 'NIE',
  cif: 'CIF',
  'eu-vat': 'NIF-IVA europeo',
  passport: 'Pasaporte',
};

const t = apiText.users;

/** A message (in the language of the moment) when the id does not pass its checksum or format, otherwise null. */
export const vatIdProblem = (type: TVatIdType, value: string): string | null => {
  switch (type) {
    case 'nif':
      return isValidNif(value) ? null : t.nifInvalid;
    case 'nie':
      return isValidNie(value) ? null : t.nieInvalid;
    case 'cif':
      return isValidCif(value) ? null : t.cifInvalid;
    case 'eu-vat':
      return /^[A-Z]{2}[0-9A-Z+*.]{2,13}$/.test(value.replace(/[\s.-]/g, '').toUpperCase())
        ? null
        : t.euVatInvalid;
    case 'passport':
      return /^[0-9A-Z]{5,20}$/i.test(value.replace(/\s/g, '')) ? null : t.passportInvalid;
  }
};

export const phoneProblem = (value: string): string | null =>
  isValidPhoneNumber(value, 'ES') ? null : t.phoneInvalid;

/** Spain needs a province and a five-digit postal code whose first two digits are the province code. */
export const addressProblems = (address: {
  countryId: number;
  provinceId?: number | null;
  postalCode?: string | null;
}): Record<string, string> => {
  if (address.countryId !== SPAIN_COUNTRY_ID) return {};
  const problems: Record<string, string> = {};
  if (!address.provinceId) problems.provinceId = t.provinceMissing;
  const postalCode = address.postalCode?.trim() ?? '';
  if (!/^\d{5}$/.test(postalCode)) problems.postalCode = t.postalCodeFormat;
  else if (address.provinceId && Number(postalCode.slice(0, 2)) !== address.provinceId) {
    problems.postalCode = t.postalCodeProvince;
  }
  return problems;
};
