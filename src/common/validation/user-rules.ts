import { isValidPhoneNumber } from 'libphonenumber-js/min';
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

/** A Spanish message when the id does not pass its checksum or format, otherwise null. */
export const vatIdProblem = (type: TVatIdType, value: string): string | null => {
  switch (type) {
    case 'nif':
      return isValidNif(value) ? null : 'El NIF no es válido: comprueba los números y la letra.';
    case 'nie':
      return isValidNie(value)
        ? null
        : 'El NIE no es válido: debe empezar por X, Y o Z y su letra debe ser correcta.';
    case 'cif':
      return isValidCif(value)
        ? null
        : 'El CIF no es válido: comprueba la letra inicial y el dígito de control.';
    case 'eu-vat':
      return /^[A-Z]{2}[0-9A-Z+*.]{2,13}$/.test(value.replace(/[\s.-]/g, '').toUpperCase())
        ? null
        : 'El NIF-IVA debe empezar por el código del país (por ejemplo, FR) seguido del número.';
    case 'passport':
      return /^[0-9A-Z]{5,20}$/i.test(value.replace(/\s/g, ''))
        ? null
        : 'El número de pasaporte no es válido.';
  }
};

export const phoneProblem = (value: string): string | null =>
  isValidPhoneNumber(value, 'ES')
    ? null
    : 'El teléfono no es válido. Si no es español, empieza por + y el prefijo del país.';

/** Spain needs a province and a five-digit postal code whose first two digits are the province code. */
export const addressProblems = (address: {
  countryId: number;
  provinceId?: number | null;
  postalCode?: string | null;
}): Record<string, string> => {
  if (address.countryId !== SPAIN_COUNTRY_ID) return {};
  const problems: Record<string, string> = {};
  if (!address.provinceId) problems.provinceId = 'Elige la provincia.';
  const postalCode = address.postalCode?.trim() ?? '';
  if (!/^\d{5}$/.test(postalCode)) problems.postalCode = 'El código postal debe tener 5 cifras.';
  else if (address.provinceId && Number(postalCode.slice(0, 2)) !== address.provinceId) {
    problems.postalCode = 'El código postal no corresponde a la provincia elegida.';
  }
  return problems;
};
