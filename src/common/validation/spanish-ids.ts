/**
 * Checksums of Spanish tax ids, as published by the Agencia Tributaria:
 * NIF (DNI number + control letter), NIE (X/Y/Z + 7 digits + letter) and CIF (company letter + 7 digits +
 * control digit or letter).
 */
const controlLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';

export const normaliseTaxId = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

export const isValidNif = (value: string): boolean => {
  const id = normaliseTaxId(value);
  const match = /^(\d{8})([A-Z])$/.exec(id);
  if (!match) return false;
  return controlLetters[Number(match[1]) % 23] === match[2];
};

export const isValidNie = (value: string): boolean => {
  const id = normaliseTaxId(value);
  const match = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  if (!match) return false;
  const prefix = { X: '0', Y: '1', Z: '2' }[match[1] as 'X' | 'Y' | 'Z'];
  return controlLetters[Number(prefix + match[2]) % 23] === match[3];
};

/** Companies whose CIF ends in a letter, and those that end in a digit; the rest accept either. */
const cifLetterOnly = 'KPQRSNW';
const cifDigitOnly = 'ABEH';

export const isValidCif = (value: string): boolean => {
  const id = normaliseTaxId(value);
  const match = /^([ABCDEFGHJKLMNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!match) return false;
  const [, kind, digits, control] = match as unknown as [string, string, string, string];
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[i]);
    if (i % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  const controlDigit = (10 - (sum % 10)) % 10;
  const controlLetter = 'JABCDEFGHI'[controlDigit]!;
  if (cifLetterOnly.includes(kind)) return control === controlLetter;
  if (cifDigitOnly.includes(kind)) return control === String(controlDigit);
  return control === String(controlDigit) || control === controlLetter;
};

/** Any Spanish tax id a business may invoice under: NIF (people), NIE (foreign residents), CIF (companies). */
export const isValidSpanishTaxId = (value: string): boolean =>
  isValidNif(value) || isValidNie(value) || isValidCif(value);
