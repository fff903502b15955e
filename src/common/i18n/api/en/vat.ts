import type { vat as es } from '../es/vat.ts';

export const vat: typeof es = {
  countryFormat: 'The country must be a 2-letter code (ES, FR…).',
  numberCharacters: 'The VAT number contains invalid characters.',
  viesValid: "The VAT number is valid in the EU's VIES register.",
  viesNotListed: "The VAT number is not listed in the EU's VIES register.",
  viesDownChecksumValid:
    "The number is correct, but the EU's VIES service is not answering just now, so its registration could not be checked.",
  viesDown: "The EU's VIES service is not answering just now. Please try again in a few minutes.",
};
