/**
 * Payment references as ISO 11649 structured creditor references ("RF" + two check digits + up to 21
 * characters): Spanish banks carry them intact in the transfer concept, and the check digits catch a
 * mistyped reference before it is matched to the wrong buyer.
 */
const mod97 = (digits: string) => {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
};

/** Letters as ISO 7064 numbers (A = 10 … Z = 35). */
const asDigits = (text: string) =>
  [...text.toUpperCase()]
    .map((char) => (/[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55)))
    .join('');

export const creditorReference = (body: string) => {
  const clean = body.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (clean.length === 0 || clean.length > 21)
    throw new RangeError('La referencia debe tener de 1 a 21 caracteres.');
  const check = 98 - mod97(asDigits(`${clean}RF00`));
  return `RF${String(check).padStart(2, '0')}${clean}`;
};

export const isValidCreditorReference = (reference: string) => {
  const clean = reference.toUpperCase().replace(/\s/g, '');
  if (!/^RF[0-9]{2}[0-9A-Z]{1,21}$/.test(clean)) return false;
  return mod97(asDigits(`${clean.slice(4)}${clean.slice(0, 4)}`)) === 1;
};

/** Every RF reference found in a free-text bank concept (spaces inside a reference are tolerated). */
export const findCreditorReferences = (concept: string) => {
  const compact = concept.toUpperCase().replace(/\s+/g, '');
  return [...compact.matchAll(/RF[0-9]{2}LJ[0-9]{8}/g)]
    .map((match) => match[0])
    .filter(isValidCreditorReference);
};

/** The reference of settlement `id`: "LJ" and eight digits, e.g. RF53LJ00000042 for settlement 42. */
export const settlementReference = (id: number) => creditorReference(`LJ${String(id).padStart(8, '0')}`);

/** The reference of the deposit of subscription `id`: "DP" and eight digits. */
export const depositReference = (id: number) => creditorReference(`DP${String(id).padStart(8, '0')}`);
